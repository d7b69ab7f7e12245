// GET /api/payments/check-event-purchase/{eventId}: whether I hold a ticket.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventPurchaseCheckResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const checkEventPurchase = (eventId: string, signal?: AbortSignal) =>
  api(`/payments/check-event-purchase/${encodeURIComponent(eventId)}`, { schema: eventPurchaseCheckResponseSchema, signal });

export const eventPurchaseQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'purchase', eventId],
    queryFn: ({ signal }) => checkEventPurchase(eventId, signal),
  });

export const useEventPurchase = (eventId: string, enabled: boolean) => useQuery({ ...eventPurchaseQuery(eventId), enabled });
