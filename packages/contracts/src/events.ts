// Events (spec part 2 §2, §3, §5, §7, §9): content files, list/detail answers, create/edit input,
// registration and the event purchase check.
import { z } from 'zod';
import { envelope, paginationQuerySchema, paginationSchema } from './common.ts';

export const EVENT_CATEGORIES = [
  'conference', 'workshop', 'seminar', 'webinar', 'meetup', 'party', 'concert', 'sports', 'exhibition', 'other',
] as const;
export const EVENT_STATUSES = ['draft', 'published', 'cancelled', 'completed'] as const;
export const SOCIAL_LINK_KEYS = ['website', 'facebook', 'twitter', 'instagram', 'linkedin'] as const;

export const eventCategorySchema = z.enum(EVENT_CATEGORIES, 'Please choose a category from the list');
export const eventStatusSchema = z.enum(EVENT_STATUSES, 'Please choose a status from the list');
export type EventCategory = z.infer<typeof eventCategorySchema>;
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** Texts the spec fixes (§5, §8). */
export const EVENT_MESSAGES = {
  deleteConfirm: 'Are you sure you want to delete this event?',
  deleted: 'Event Deleted',
  deleteFailed: 'Delete Failed',
  deleteFailedFallback: 'Failed to delete event',
  listFailed: 'Failed to fetch events',
  detailFailed: 'Failed to fetch event details',
  notFound: 'Event not found',
  empty: 'No events found',
  registered: 'Registration Successful!',
  registrationFailed: 'Registration Failed',
  registrationFailedFallback: 'Registration failed. Please try again.',
  full: 'Event Full',
  alreadyInCart: 'This event is already in your cart!',
} as const;

/** A web address (http or https), or a path on this site such as /media/events/x.svg for images. */
const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, `${label} is too long`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, `${label} must be a valid http(s) URL`);

const imageUrl = z
  .string()
  .trim()
  .max(2048, 'Image URL is too long')
  .refine((v) => {
    if (/^\/media\/[\w./-]+$/.test(v) && !v.includes('..')) return true;
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Image URL must be a valid http(s) URL');

export const eventImageSchema = z.object({ url: imageUrl, isPrimary: z.boolean().default(false) });

const text = (label: string, max: number, required = false) =>
  required
    ? z.string(`${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} is too long (at most ${max} characters)`)
    : z.string().trim().max(max, `${label} is too long (at most ${max} characters)`).default('');

export const eventLocationSchema = z.object({
  venue: text('Venue', 200, true),
  address: text('Address', 300),
  city: text('City', 100, true),
  state: text('State', 100),
  zipCode: text('ZIP code', 20),
  country: text('Country', 100, true),
});

export const eventOrganizerSchema = z.object({
  name: text('Organizer name', 120, true),
  organization: text('Organization', 200),
  email: z
    .string()
    .trim()
    .max(254, 'Organizer email is too long')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Organizer email must be a valid email address')
    .default(''),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[\d\s\-()]{8,20}$/.test(v), 'Organizer phone must be a valid phone number')
    .default(''),
});

/** Empty strings mean "no link" and are dropped. */
const optionalLink = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), httpUrl(label).optional());

export const eventSocialLinksSchema = z.object({
  website: optionalLink('Website'),
  facebook: optionalLink('Facebook link'),
  twitter: optionalLink('Twitter link'),
  instagram: optionalLink('Instagram link'),
  linkedin: optionalLink('LinkedIn link'),
});
export type EventSocialLinks = z.infer<typeof eventSocialLinksSchema>;

export const MAX_EVENT_CAPACITY = 100_000;
/** ₹1,00,000 in paise. */
export const MAX_TICKET_PRICE = 10_000_000;

const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a valid date and time` });

/** Create and edit (PUT replaces every field). */
export const eventInputSchema = z
  .object({
    title: text('Title', 200, true).pipe(z.string().min(3, 'Title must be at least 3 characters')),
    description: text('Description', 10_000, true).pipe(z.string().min(10, 'Description must be at least 10 characters')),
    category: eventCategorySchema,
    status: eventStatusSchema.default('published'),
    startDate: dateTime('Start date'),
    endDate: dateTime('End date'),
    registrationDeadline: dateTime('Registration deadline'),
    capacity: z
      .number('Capacity must be a number')
      .int('Capacity must be a whole number')
      .min(0, 'Capacity cannot be negative')
      .max(MAX_EVENT_CAPACITY, `Capacity cannot exceed ${MAX_EVENT_CAPACITY}`),
    ticketPrice: z
      .number('Ticket price must be a number')
      .int('Ticket price must be a whole number of paise')
      .min(0, 'Ticket price cannot be negative')
      .max(MAX_TICKET_PRICE, 'Ticket price cannot exceed ₹1,00,000'),
    currency: z.literal('INR', 'Currency must be INR').default('INR'),
    images: z.array(eventImageSchema).max(10, 'At most 10 images').default([]),
    location: eventLocationSchema,
    organizer: eventOrganizerSchema,
    tags: z
      .array(z.string().trim().min(1, 'Tags cannot be empty').max(40, 'A tag is at most 40 characters'))
      .max(20, 'At most 20 tags')
      .default([]),
    socialLinks: eventSocialLinksSchema.default({}),
  })
  .superRefine((e, ctx) => {
    const start = Date.parse(e.startDate);
    const end = Date.parse(e.endDate);
    const deadline = Date.parse(e.registrationDeadline);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be after the start date' });
    if (deadline > start) {
      ctx.addIssue({ code: 'custom', path: ['registrationDeadline'], message: 'Registration deadline must be before the start date' });
    }
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventInputParsed = z.output<typeof eventInputSchema>;

/** An event file in content/events: dates relative to the day of first seeding (IST). */
export const eventContentSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  description: z.string().min(10),
  category: eventCategorySchema,
  status: eventStatusSchema,
  startOffsetDays: z.number().int(),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  durationHours: z.number().positive(),
  registrationDeadlineOffsetDays: z.number().int(),
  capacity: z.number().int().min(0),
  /** Tickets given to seeded demo attendees when the event is first loaded (shows it nearly full). */
  demoRegistrations: z.number().int().min(0).default(0),
  ticketPrice: z.number().int().min(0),
  currency: z.literal('INR'),
  images: z.array(eventImageSchema),
  location: eventLocationSchema,
  organizer: eventOrganizerSchema,
  tags: z.array(z.string().min(1)),
  socialLinks: eventSocialLinksSchema,
});
export type EventContent = z.infer<typeof eventContentSchema>;

export const eventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: eventCategorySchema,
  status: eventStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
  durationHours: z.number(),
  registrationDeadline: z.string(),
  capacity: z.number().int(),
  /** capacity minus tickets issued, never below 0. */
  remainingCapacity: z.number().int(),
  ticketPrice: z.number().int(),
  currency: z.literal('INR'),
  images: z.array(z.object({ url: z.string(), isPrimary: z.boolean() })),
  location: z.object({
    venue: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  organizer: z.object({ name: z.string(), organization: z.string(), email: z.string(), phone: z.string() }),
  tags: z.array(z.string()),
  socialLinks: z.object({
    website: z.string().optional(),
    facebook: z.string().optional(),
    twitter: z.string().optional(),
    instagram: z.string().optional(),
    linkedin: z.string().optional(),
  }),
  /** Id of the user who created it; null for the platform's own events. */
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(200).optional());
const optionalDate = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((v) => !Number.isNaN(Date.parse(v)), `${label} must be a valid date`)
      .optional(),
  );

export const eventListQuerySchema = paginationQuerySchema.extend({
  search: optionalText,
  category: z.preprocess((v) => (v === '' ? undefined : v), eventCategorySchema.optional()),
  city: optionalText,
  country: optionalText,
  status: z.preprocess((v) => (v === '' ? undefined : v), eventStatusSchema.optional()),
  /** Events starting on or after this date. */
  startDate: optionalDate('startDate'),
  /** Events starting on or before this date (a bare date includes that whole day). */
  endDate: optionalDate('endDate'),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

export const eventListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(eventSchema),
  pagination: paginationSchema,
});
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

export const myEventsQuerySchema = paginationQuerySchema.extend({
  /** created: events I organise; tickets: events I hold a ticket for. */
  type: z.enum(['created', 'tickets']).default('tickets'),
});
export type MyEventsQuery = z.input<typeof myEventsQuerySchema>;

export const eventIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const eventResponseSchema = envelope(eventSchema);
export type EventResponse = z.infer<typeof eventResponseSchema>;

export const eventPurchaseCheckSchema = z.object({
  hasPurchased: z.boolean(),
  order: z.object({ createdAt: z.string() }).nullable(),
  payment: z.object({ transactionId: z.string() }).nullable(),
});
export type EventPurchaseCheck = z.infer<typeof eventPurchaseCheckSchema>;
export const eventPurchaseCheckResponseSchema = envelope(eventPurchaseCheckSchema);
