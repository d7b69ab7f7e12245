import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventListResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

/** Published events, upcoming and running first (the list's own order). */
export const getHomeEvents = () =>
  api('/events', { query: { status: 'published', limit: 3 }, schema: eventListResponseSchema }).then((r) => r.data);
export const homeEventsQuery = () => queryOptions({ queryKey: ['home', 'events'], queryFn: getHomeEvents });
export const useHomeEvents = () => useQuery(homeEventsQuery());
