// GET /api/events/{id}: one event.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getEvent = (id: string, signal?: AbortSignal) =>
  api(`/events/${encodeURIComponent(id)}`, { schema: eventResponseSchema, signal });

export const eventQuery = (id: string) =>
  queryOptions({ queryKey: ['events', 'detail', id], queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: string) => useQuery(eventQuery(id));
