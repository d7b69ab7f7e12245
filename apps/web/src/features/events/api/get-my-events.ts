// GET /api/events/mine: events I created or hold a ticket for.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventListResponseSchema, type MyEventsQuery } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getMyEvents = (query: MyEventsQuery, signal?: AbortSignal) =>
  api('/events/mine', { query: query as Record<string, string | number | undefined>, schema: eventListResponseSchema, signal });

export const myEventsQuery = (query: MyEventsQuery) =>
  queryOptions({
    queryKey: ['events', 'mine', query],
    queryFn: ({ signal }) => getMyEvents(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMyEvents = (query: MyEventsQuery) => useQuery(myEventsQuery(query));
