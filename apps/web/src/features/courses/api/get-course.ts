import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getCourse = (id: string) => api(`/courses/${encodeURIComponent(id)}`, { schema: courseResponseSchema });

export const courseQuery = (id: string, userId: string | null) => queryOptions({ queryKey: ['courses', 'detail', id, userId], queryFn: () => getCourse(id) });

export const useCourse = (id: string, userId: string | null) => useQuery(courseQuery(id, userId));
