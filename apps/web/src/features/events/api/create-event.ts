// POST /api/events: create an event owned by the signed-in user.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventResponseSchema, type EventInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const createEvent = (input: EventInput) => api('/events', { method: 'POST', body: input, schema: eventResponseSchema });

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['events'] }),
  });
}
