// Granting and checking what a user owns. Granting is idempotent: a second grant of the same item
// to the same user is a no-op that reports created=false.
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { entitlements, type EntitlementRow } from '../db/schema/index.ts';
import { itemProvider, type ItemType } from './catalogue.ts';

export interface GrantInput {
  userId: string;
  itemType: ItemType;
  itemId: string;
  source: 'purchase' | 'free';
  orderId?: string | null;
}

/**
 * Grants an item inside the caller's transaction. The item's provider may refuse (beforeGrant);
 * an item already owned is not granted twice.
 */
export async function grantEntitlement(tx: Db, input: GrantInput): Promise<{ created: boolean; entitlement: EntitlementRow }> {
  const existing = await findEntitlement(tx, input.userId, input.itemType, input.itemId);
  if (existing) return { created: false, entitlement: existing };
  await itemProvider(input.itemType)?.beforeGrant?.(tx, input.userId, input.itemId);
  const [row] = await tx
    .insert(entitlements)
    .values({ ...input, orderId: input.orderId ?? null })
    .onConflictDoNothing()
    .returning();
  if (row) return { created: true, entitlement: row };
  return { created: false, entitlement: (await findEntitlement(tx, input.userId, input.itemType, input.itemId))! };
}

export async function findEntitlement(db: Db, userId: string, itemType: ItemType, itemId: string): Promise<EntitlementRow | null> {
  const [row] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.itemType, itemType), eq(entitlements.itemId, itemId)))
    .limit(1);
  return row ?? null;
}

export async function hasEntitlement(db: Db, userId: string, itemType: ItemType, itemId: string): Promise<boolean> {
  return (await findEntitlement(db, userId, itemType, itemId)) !== null;
}

/** How many users hold an item (tickets issued for an event). */
export async function countEntitlements(db: Db, itemType: ItemType, itemId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(entitlements)
    .where(and(eq(entitlements.itemType, itemType), eq(entitlements.itemId, itemId)));
  return row?.n ?? 0;
}

export async function listEntitlements(db: Db, userId: string, itemType?: ItemType): Promise<EntitlementRow[]> {
  return db
    .select()
    .from(entitlements)
    .where(itemType ? and(eq(entitlements.userId, userId), eq(entitlements.itemType, itemType)) : eq(entitlements.userId, userId));
}
