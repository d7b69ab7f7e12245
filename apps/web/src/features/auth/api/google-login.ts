import { useMutation } from '@tanstack/react-query';
import { authResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const googleLogin = (credential: string) =>
  api('/auth/google', { method: 'POST', body: { credential }, schema: authResponseSchema, auth: false });

export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });
