// Learners' project showcase (/projects).
import { z } from 'zod';
import { paginationQuerySchema, paginationSchema } from './common.ts';

const httpUrl = (label: string) =>
  z.string().trim().max(500, `${label} is too long`).pipe(z.url({ protocol: /^https?$/, message: `${label} must be an http(s) link` }));

export const createProjectInputSchema = z.object({
  title: z.string('Please enter a title').trim().min(3, 'Title must be at least 3 characters').max(120, 'Title must be at most 120 characters'),
  description: z
    .string('Please describe your project')
    .trim()
    .min(20, 'Description must be at least 20 characters')
    .max(2000, 'Description must be at most 2000 characters'),
  tags: z
    .array(z.string().trim().toLowerCase().min(1).max(30, 'Tags must be at most 30 characters'))
    .max(8, 'At most 8 tags')
    .default([])
    .transform((tags) => [...new Set(tags)]),
  repoUrl: z.union([httpUrl('Repository link'), z.literal('').transform(() => null), z.null()]).default(null),
  demoUrl: z.union([httpUrl('Demo link'), z.literal('').transform(() => null), z.null()]).default(null),
});
export type CreateProjectInput = z.input<typeof createProjectInputSchema>;

export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  repoUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  author: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  createdAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const listProjectsQuerySchema = paginationQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(12),
  search: z.string().trim().max(100).optional(),
  tag: z.string().trim().toLowerCase().max(30).optional(),
  mine: z.enum(['true', 'false']).optional(),
});

export const projectListSchema = z.object({ projects: z.array(projectSchema), pagination: paginationSchema });
export type ProjectList = z.infer<typeof projectListSchema>;
