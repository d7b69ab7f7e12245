// Courses catalogue (issue 4): content files, list with filters and detail answers. Money in paise.
import { z } from 'zod';
import { paginationSchema } from './common.ts';

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

export const courseLessonSchema = z.object({ title: z.string().min(1), durationMinutes: z.number().int().positive() });
export const courseModuleSchema = z.object({ title: z.string().min(1), lessons: z.array(courseLessonSchema).min(1) });

export const courseContentSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]{1,80}$/),
    title: z.string().min(1),
    description: z.string().min(1),
    thumbnail: z.string().min(1),
    price: z.number().int().positive(),
    discountPrice: z.number().int().positive().nullable().optional(),
    instructor: z.string().min(1),
    category: z.string().min(1),
    level: z.enum(COURSE_LEVELS),
    durationHours: z.number().positive(),
    whatYouWillLearn: z.array(z.string().min(1)).min(1),
    requirements: z.array(z.string().min(1)).default([]),
    syllabus: z.array(courseModuleSchema).min(1),
  })
  .refine((c) => c.discountPrice == null || c.discountPrice < c.price, { message: 'discountPrice must be below price' });
export type CourseContent = z.infer<typeof courseContentSchema>;

export const courseSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  price: z.number().int(),
  discountPrice: z.number().int().nullable(),
  instructor: z.string(),
  category: z.string(),
  level: z.enum(COURSE_LEVELS),
  durationHours: z.number(),
  lessonCount: z.number().int(),
  enrolled: z.boolean(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseSchema = courseSummarySchema.extend({
  whatYouWillLearn: z.array(z.string()),
  requirements: z.array(z.string()),
  syllabus: z.array(courseModuleSchema),
});
export type Course = z.infer<typeof courseSchema>;

export const COURSE_SORTS = ['popular', 'newest', 'price-asc', 'price-desc', 'title'] as const;
export const COURSES_MAX_LIMIT = 50;
export const courseListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(COURSES_MAX_LIMIT).default(12),
  category: z.string().trim().max(80).optional(),
  level: z.enum(COURSE_LEVELS).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(COURSE_SORTS).default('title'),
});
export type CourseListQuery = Partial<z.output<typeof courseListQuerySchema>>;

export const courseListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    courses: z.array(courseSummarySchema),
    pagination: paginationSchema,
    categories: z.array(z.string()),
  }),
});
export type CourseListResponse = z.infer<typeof courseListResponseSchema>;
export const courseResponseSchema = z.object({ success: z.literal(true), data: courseSchema });
export const courseIdParamsSchema = z.object({ id: z.string().min(1).max(80) });
