import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { courseListResponseSchema, type CourseListQuery } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getCourses = (query: CourseListQuery) => api('/courses', { query: { ...query }, schema: courseListResponseSchema });

export const coursesQuery = (query: CourseListQuery, userId: string | null) =>
  queryOptions({ queryKey: ['courses', 'list', query, userId], queryFn: () => getCourses(query), placeholderData: keepPreviousData });

export const useCourses = (query: CourseListQuery, userId: string | null) => useQuery(coursesQuery(query, userId));
