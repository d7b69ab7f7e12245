// POST /api/feedback, used by the contact form: the message reaches the same team inbox as feedback.
import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type FeedbackInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const sendContactMessage = (input: FeedbackInput) =>
  api('/feedback', { method: 'POST', body: input, schema: messageResponseSchema });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
