// POST /api/community-inquiry: the fetcher and mutation hook behind the shared inquiry form.
import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type CommunityInquiryInput } from '@robo/contracts';
import { api } from '../../lib/api-client.ts';

export const sendInquiry = (input: CommunityInquiryInput) =>
  api('/community-inquiry', { method: 'POST', body: input, schema: messageResponseSchema, auth: false });

export const useSendInquiry = () => useMutation({ mutationFn: sendInquiry });
