import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type SubscribeInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const subscribe = (input: SubscribeInput) =>
  api('/auth/subscribe', { method: 'POST', body: input, schema: messageResponseSchema, auth: false });

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
