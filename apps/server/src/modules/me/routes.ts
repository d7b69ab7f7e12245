// /api/me/entitlements: what the caller owns, with titles from the catalogue's providers.
import { count, desc, eq } from 'drizzle-orm';
import { entitlementsResponseSchema, errorResponseSchema, paginationQuerySchema, type EntitlementView } from '@robo/contracts';
import { entitlements } from '../../db/schema/index.ts';
import { describeItem } from '../../lib/catalogue.ts';
import type { App } from '../../lib/types.ts';

export async function meRoutes(app: App) {
  app.get('/me/entitlements', {
    preHandler: [app.authenticate],
    schema: { tags: ['profile'], summary: "The caller's roadmaps, courses and event tickets", querystring: paginationQuerySchema, response: { 200: entitlementsResponseSchema, 401: errorResponseSchema } },
  }, async (request) => {
    const { page, limit } = request.query;
    const userId = request.userId!;
    const [rows, [total]] = await Promise.all([
      app.db.select().from(entitlements).where(eq(entitlements.userId, userId)).orderBy(desc(entitlements.createdAt)).limit(limit).offset((page - 1) * limit),
      app.db.select({ n: count() }).from(entitlements).where(eq(entitlements.userId, userId)),
    ]);
    const data: EntitlementView[] = await Promise.all(
      rows.map(async (row) => {
        // A feature that is not installed has no provider: the profile then shows the type and id.
        const item = await describeItem(app.db, row.itemType, row.itemId);
        return {
          itemType: row.itemType,
          itemId: row.itemId,
          title: item?.title ?? null,
          thumbnail: item?.thumbnail ?? null,
          source: row.source,
          grantedAt: row.createdAt.toISOString(),
        };
      }),
    );
    const n = total?.n ?? 0;
    return { success: true as const, data, pagination: { page, limit, total: n, pages: Math.ceil(n / limit) } };
  });
}
