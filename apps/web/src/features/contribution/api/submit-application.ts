import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contributionSubmitResponseSchema, type ContributionApplicationInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

/** Sent with the bearer token when the visitor is signed in, without one otherwise (spec §6). */
export const submitApplication = (input: ContributionApplicationInput) =>
  api('/contributions', { method: 'POST', body: input, schema: contributionSubmitResponseSchema });

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    // The profile's "My applications" lists it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['contributions', 'mine'] }),
  });
}
