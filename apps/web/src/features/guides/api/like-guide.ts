import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guideLikeResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';
import { visitorHeaders } from '../hooks/visitor-id.ts';

export const likeGuide = (guideId: string) =>
  api(`/guides/${encodeURIComponent(guideId)}/like`, { method: 'POST', headers: visitorHeaders(), schema: guideLikeResponseSchema });

/** After a like every guide list (and the counters in them) is fetched again. */
export function useLikeGuide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: likeGuide,
    onSuccess: () => client.invalidateQueries({ queryKey: ['guides'] }),
    onError: (err) => console.error('Like failed', err),
  });
}
