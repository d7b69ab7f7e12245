// POST /api/botarena/challenges/{slug}/questions/{id}/complete: earns the question's points (once).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeQuestionResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const completeQuestion = ({ slug, questionId }: { slug: string; questionId: string }) =>
  api(`/botarena/challenges/${encodeURIComponent(slug)}/questions/${encodeURIComponent(questionId)}/complete`, {
    method: 'POST',
    schema: completeQuestionResponseSchema,
  });

/** Points moved: the challenges, their totals and the leaderboard are fetched again. */
export function useCompleteQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeQuestion,
    onSuccess: () => client.invalidateQueries({ queryKey: ['arena'] }),
  });
}
