// POST /api/compete/contests/{id}/register: registers the signed-in user; lists are fetched again so
// the participant counts and the Registered state come from the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contestResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const registerForContest = (id: string) =>
  api(`/compete/contests/${encodeURIComponent(id)}/register`, { method: 'POST', schema: contestResponseSchema }).then((r) => r.data);

export function useRegisterForContest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerForContest,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['compete'] }), client.invalidateQueries({ queryKey: ['home', 'contest'] })]),
  });
}
