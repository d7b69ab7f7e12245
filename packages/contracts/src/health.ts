// Liveness and database reachability, used by the network test page.
import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ reachable: z.boolean(), latencyMs: z.number().nullable() }),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
