import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope, projectSchema, type CreateProjectInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const createProject = (input: CreateProjectInput) =>
  api('/projects', { method: 'POST', body: input, schema: envelope(projectSchema) });

export function useCreateProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => client.invalidateQueries({ queryKey: ['projects'] }) });
}
