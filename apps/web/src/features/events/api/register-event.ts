// POST /api/events/{id}/register: a free ticket; the event and my ticket state are fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const registerForEvent = (id: string) =>
  api(`/events/${encodeURIComponent(id)}/register`, { method: 'POST', schema: eventResponseSchema });

export function useRegisterForEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerForEvent,
    onSettled: () => client.invalidateQueries({ queryKey: ['events'] }),
  });
}
