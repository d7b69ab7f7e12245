import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paymentHistoryResponseSchema, type PaymentHistoryQuery } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getPaymentHistory = (query: PaymentHistoryQuery) =>
  api('/payments/payment-history', { query: { ...query }, schema: paymentHistoryResponseSchema });

export const paymentHistoryQuery = (query: PaymentHistoryQuery) =>
  queryOptions({ queryKey: ['payments', 'history', query], queryFn: () => getPaymentHistory(query), placeholderData: keepPreviousData });

export const usePaymentHistory = (query: PaymentHistoryQuery) => useQuery(paymentHistoryQuery(query));
