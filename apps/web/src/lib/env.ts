// The web app's public configuration, read once from import.meta.env.VITE_*.
import { z } from 'zod';

const schema = z.object({
  VITE_GOOGLE_CLIENT_ID: z.string().optional().transform((v) => v || undefined),
  VITE_GA_MEASUREMENT_ID: z.string().optional().transform((v) => v || undefined),
  VITE_API_BASE: z.string().optional().default('/api'),
});

export const env = schema.parse(import.meta.env);
