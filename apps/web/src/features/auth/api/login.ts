import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type LoginInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const login = (input: LoginInput) =>
  api('/auth/login', { method: 'POST', body: input, schema: authResponseSchema, auth: false });

export const useLogin = () => useMutation({ mutationFn: login });
