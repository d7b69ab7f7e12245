// Guides library: guides with their counters, and the likes and daily views that feed them.
import { sql } from 'drizzle-orm';
import { customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { GuideFile } from '@robo/contracts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const guides = pgTable(
  'guides',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    difficulty: text('difficulty').notNull(),
    tags: text('tags').array().notNull(),
    estimatedTime: text('estimated_time'),
    author: text('author').notNull(),
    lastUpdated: date('last_updated').notNull(),
    content: jsonb('content').$type<GuideFile['content']>().notNull(),
    /** Kept in step with guide_likes / guide_views rows so lists need no aggregation. */
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    /** Title and tags weigh more than the description; maintained by PostgreSQL itself. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(search_tags, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')`,
      ),
    /** The tags as one string: array_to_string is not immutable, so generated columns cannot use it. */
    searchTags: text('search_tags').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guides_search_idx').using('gin', t.searchVector),
    index('guides_category_idx').on(t.category, t.difficulty),
    index('guides_popular_idx').on(t.views.desc().nullsFirst(), t.likes.desc().nullsFirst()),
    // The default list order (newest first), so page N of an unfiltered list needs no sort.
    index('guides_recent_idx').on(t.lastUpdated.desc().nullsFirst(), t.title, t.slug),
  ],
);
export type GuideRow = typeof guides.$inferSelect;

/** One like per user ("u:<id>") or anonymous visitor ("v:<id>"). */
export const guideLikes = pgTable(
  'guide_likes',
  {
    guideSlug: text('guide_slug').notNull().references(() => guides.slug, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guideSlug, t.voter] })],
);

/** One counted view per visitor and guide per (UTC) day. */
export const guideViews = pgTable(
  'guide_views',
  {
    guideSlug: text('guide_slug').notNull().references(() => guides.slug, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.guideSlug, t.voter, t.day] })],
);
