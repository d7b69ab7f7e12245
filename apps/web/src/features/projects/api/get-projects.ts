import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, projectListSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export interface ProjectFilters {
  page: number;
  search?: string;
  tag?: string;
}

export const getProjects = (f: ProjectFilters) =>
  api('/projects', { query: { page: f.page, limit: 12, search: f.search, tag: f.tag }, schema: envelope(projectListSchema) }).then((r) => r.data);

export const projectsQuery = (f: ProjectFilters) =>
  queryOptions({ queryKey: ['projects', f], queryFn: () => getProjects(f), placeholderData: keepPreviousData });

export const useProjects = (f: ProjectFilters) => useQuery(projectsQuery(f));
