// Courses catalogue: filtered, searched and paginated in the database; the provider that sells them.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Course, CourseListQuery, CourseSummary } from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import { courses, type CourseRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ItemProvider } from '../../lib/catalogue.ts';
import { hasEntitlement, listEntitlements } from '../../lib/entitlements.ts';

export const courseProvider: ItemProvider = {
  async find(db, id) {
    const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
    if (!row) return null;
    return {
      type: 'course',
      id: row.id,
      title: row.title,
      pricePaise: row.discountPricePaise ?? row.pricePaise,
      thumbnail: row.thumbnail,
      byline: row.instructor,
    };
  },
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function summary(row: CourseRow, enrolled: boolean): CourseSummary {
  return {
    id: row.id,
    slug: row.id,
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail,
    price: row.pricePaise,
    discountPrice: row.discountPricePaise,
    instructor: row.instructor,
    category: row.category,
    level: row.level as CourseSummary['level'],
    durationHours: row.durationHours,
    lessonCount: row.lessonCount,
    enrolled,
  };
}

const sorts = {
  title: [asc(courses.title)],
  newest: [desc(courses.createdAt), asc(courses.title)],
  popular: [desc(courses.lessonCount), asc(courses.title)],
  'price-asc': [asc(sql`coalesce(${courses.discountPricePaise}, ${courses.pricePaise})`), asc(courses.title)],
  'price-desc': [desc(sql`coalesce(${courses.discountPricePaise}, ${courses.pricePaise})`), asc(courses.title)],
} as const;

export async function listCourses(db: Db, userId: string | null, query: Required<Pick<CourseListQuery, 'page' | 'limit'>> & CourseListQuery) {
  const page = Number(query.page);
  const limit = Number(query.limit);
  const where: SQL[] = [];
  if (query.category) where.push(eq(courses.category, query.category));
  if (query.level) where.push(eq(courses.level, query.level));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    where.push(
      or(
        sql`to_tsvector('english', ${courses.title} || ' ' || ${courses.description} || ' ' || ${courses.instructor}) @@ websearch_to_tsquery('english', ${query.search})`,
        ilike(courses.title, pattern),
        ilike(courses.instructor, pattern),
        ilike(courses.category, pattern),
      )!,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total], categories] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(condition)
      .orderBy(...sorts[query.sort ?? 'title'])
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(courses).where(condition),
    db.selectDistinct({ category: courses.category }).from(courses).orderBy(asc(courses.category)),
  ]);
  const owned = new Set(userId ? (await listEntitlements(db, userId, 'course')).map((e) => e.itemId) : []);
  const n = total?.n ?? 0;
  return {
    courses: rows.map((r) => summary(r, owned.has(r.id))),
    pagination: { page, limit, total: n, pages: Math.ceil(n / limit) },
    categories: categories.map((c) => c.category),
  };
}

export async function getCourse(db: Db, userId: string | null, id: string): Promise<Course> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!row) throw notFound('Course not found', 'COURSE_NOT_FOUND');
  const enrolled = userId ? await hasEntitlement(db, userId, 'course', id) : false;
  return { ...summary(row, enrolled), whatYouWillLearn: row.whatYouWillLearn, requirements: row.requirements, syllabus: row.syllabus };
}
