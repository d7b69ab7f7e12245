import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getPayment = (id: string) => api(`/payments/${encodeURIComponent(id)}`, { schema: paymentResponseSchema });

export const paymentQuery = (id: string) => queryOptions({ queryKey: ['payments', 'detail', id], queryFn: () => getPayment(id) });

export const usePayment = (id: string) => useQuery(paymentQuery(id));
