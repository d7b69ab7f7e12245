// GET /api/events: the filtered, paginated list.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventListResponseSchema, type EventListQuery } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getEvents = (query: EventListQuery, signal?: AbortSignal) =>
  api('/events', { query: query as Record<string, string | number | undefined>, schema: eventListResponseSchema, signal });

export const eventsQuery = (query: EventListQuery) =>
  queryOptions({
    queryKey: ['events', 'list', query],
    queryFn: ({ signal }) => getEvents(query, signal),
    placeholderData: keepPreviousData,
  });

export const useEvents = (query: EventListQuery) => useQuery(eventsQuery(query));
