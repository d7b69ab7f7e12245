// PUT /api/events/{id}: replace an event's fields (creator only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventResponseSchema, type EventInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const updateEvent = ({ id, input }: { id: string; input: EventInput }) =>
  api(`/events/${encodeURIComponent(id)}`, { method: 'PUT', body: input, schema: eventResponseSchema });

export function useUpdateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['events'] }),
  });
}
