// POST /api/tournaments/{id}/join with the spec's body; the server takes the user from the token.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentJoinResponseSchema, type User } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const joinTournament = ({ id, user }: { id: string; user: User }) =>
  api(`/tournaments/${encodeURIComponent(id)}/join`, {
    method: 'POST',
    body: { userId: user.id, username: user.name || user.email, avatar: user.avatar ?? null },
    schema: tournamentJoinResponseSchema,
  });

export function useJoinTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinTournament,
    onSettled: () => client.invalidateQueries({ queryKey: ['arena', 'tournaments'] }),
  });
}
