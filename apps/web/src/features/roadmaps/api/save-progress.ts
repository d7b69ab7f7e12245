import { roadmapProgressResponseSchema, type SaveRoadmapProgressInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const saveRoadmapProgress = (slug: string, input: SaveRoadmapProgressInput) =>
  api(`/roadmaps/${encodeURIComponent(slug)}/progress`, { method: 'PUT', body: input, schema: roadmapProgressResponseSchema });
