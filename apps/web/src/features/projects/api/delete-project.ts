import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const deleteProject = (id: string) => api(`/projects/${id}`, { method: 'DELETE', schema: messageResponseSchema });

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteProject, onSuccess: () => client.invalidateQueries({ queryKey: ['projects'] }) });
}
