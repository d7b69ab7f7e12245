import { roadmapProgressResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getRoadmapProgress = (slug: string) =>
  api(`/roadmaps/${encodeURIComponent(slug)}/progress`, { schema: roadmapProgressResponseSchema });
