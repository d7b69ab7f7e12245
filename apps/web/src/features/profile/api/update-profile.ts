import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponseSchema, type UpdateProfileInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';
import { profileQuery } from './get-profile.ts';

export const updateProfile = (input: UpdateProfileInput) =>
  api('/auth/profile', { method: 'PATCH', body: input, schema: profileResponseSchema });

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => client.setQueryData(profileQuery().queryKey, answer),
  });
}
