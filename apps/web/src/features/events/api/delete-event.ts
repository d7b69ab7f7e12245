// DELETE /api/events/{id} (creator only).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const deleteEvent = (id: string) =>
  api(`/events/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageResponseSchema });

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => client.invalidateQueries({ queryKey: ['events'] }),
  });
}
