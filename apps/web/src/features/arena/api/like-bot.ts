// POST /api/bots/{id}/like: likes a bot or takes the like back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { botLikeResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const likeBot = (id: string) => api(`/bots/${encodeURIComponent(id)}/like`, { method: 'POST', schema: botLikeResponseSchema });

export function useLikeBot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: likeBot,
    onSettled: () => client.invalidateQueries({ queryKey: ['arena', 'bots'] }),
  });
}
