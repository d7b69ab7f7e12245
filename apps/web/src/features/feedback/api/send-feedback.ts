import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type FeedbackInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const sendFeedback = (input: FeedbackInput) =>
  api('/feedback', { method: 'POST', body: input, schema: messageResponseSchema });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
