import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type SignupInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const signup = (input: SignupInput) =>
  api('/auth/signup', { method: 'POST', body: input, schema: authResponseSchema, auth: false });

export const useSignup = () => useMutation({ mutationFn: signup });
