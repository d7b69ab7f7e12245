import { guideViewResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';
import { visitorHeaders } from '../hooks/visitor-id.ts';

/** Registers a view; the spec only logs failures, so this never throws. */
export async function viewGuide(guideId: string): Promise<void> {
  try {
    await api(`/guides/${encodeURIComponent(guideId)}/view`, { method: 'POST', headers: visitorHeaders(), schema: guideViewResponseSchema });
  } catch (err) {
    console.error('Registering the view failed', err);
  }
}
