// The project showcase: publish, list (newest first, searchable, by tag), delete your own.
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Project } from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import { projects, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';

const columns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  tags: projects.tags,
  repoUrl: projects.repoUrl,
  demoUrl: projects.demoUrl,
  createdAt: projects.createdAt,
  authorId: users.id,
  authorName: users.name,
  authorAvatar: users.avatar,
};

interface Row {
  id: string;
  title: string;
  description: string;
  tags: string[];
  repoUrl: string | null;
  demoUrl: string | null;
  createdAt: Date;
  authorId: string;
  authorName: string;
  authorAvatar: string | null;
}

const toProject = (r: Row): Project => ({
  id: r.id,
  title: r.title,
  description: r.description,
  tags: r.tags,
  repoUrl: r.repoUrl,
  demoUrl: r.demoUrl,
  author: { id: r.authorId, name: r.authorName, avatar: r.authorAvatar },
  createdAt: r.createdAt.toISOString(),
});

export async function listProjects(
  db: Db,
  q: { page: number; limit: number; search?: string | undefined; tag?: string | undefined; userId?: string | undefined },
) {
  const filters: SQL[] = [];
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(projects.title, like), ilike(projects.description, like))!);
  }
  if (q.tag) filters.push(sql`${projects.tags} @> ${JSON.stringify([q.tag])}::jsonb`);
  if (q.userId) filters.push(eq(projects.userId, q.userId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(projects)
      .innerJoin(users, eq(users.id, projects.userId))
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  const n = total?.n ?? 0;
  return { projects: rows.map(toProject), pagination: { page: q.page, limit: q.limit, total: n, pages: Math.ceil(n / q.limit) } };
}

export async function createProject(
  db: Db,
  userId: string,
  input: { title: string; description: string; tags: string[]; repoUrl: string | null; demoUrl: string | null },
): Promise<Project> {
  const [created] = await db.insert(projects).values({ ...input, userId }).returning({ id: projects.id });
  const [row] = await db.select(columns).from(projects).innerJoin(users, eq(users.id, projects.userId)).where(eq(projects.id, created!.id));
  return toProject(row!);
}

export async function deleteProject(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db.select({ userId: projects.userId }).from(projects).where(eq(projects.id, id));
  if (!row) throw notFound('Project not found', 'PROJECT_NOT_FOUND');
  if (row.userId !== userId) throw forbidden('Only the author can delete this project');
  await db.delete(projects).where(eq(projects.id, id));
}
