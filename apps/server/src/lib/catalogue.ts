// What can be bought, behind one interface: each feature (roadmaps, courses, events) registers a
// provider for its item type; payments price orders and grant items through it without knowing
// the features' tables. Providers are stateless (they take the database), so one registry serves
// every app instance.
import type { Db } from '../db/client.ts';

export const ITEM_TYPES = ['roadmap', 'course', 'event'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export interface CatalogueItem {
  type: ItemType;
  id: string;
  title: string;
  /** What the buyer pays, in integer paise: the discount price when there is one. */
  pricePaise: number;
  thumbnail: string | null;
  /** Instructor of a course, organizer of an event. */
  byline: string | null;
}

export interface ItemProvider {
  /** A purchasable item, or null when it does not exist or is not for sale. */
  find(db: Db, id: string): Promise<CatalogueItem | null>;
  /**
   * The item as its owner sees it (title, thumbnail), whether or not it is still for sale: a ticket
   * to a finished event. Defaults to find().
   */
  describe?(db: Db, id: string): Promise<CatalogueItem | null>;
  /**
   * Runs inside the transaction that grants the item, before the entitlement row is written.
   * Throw an AppError to refuse (event full, registration closed). Lock what must not change.
   */
  beforeGrant?(tx: Db, userId: string, id: string): Promise<void>;
}

const providers = new Map<ItemType, ItemProvider>();

export function registerItemProvider(type: ItemType, provider: ItemProvider): void {
  providers.set(type, provider);
}

export function itemProvider(type: ItemType): ItemProvider | undefined {
  return providers.get(type);
}

/** Title and picture of an owned item, for lists of what a user has; null when unknown. */
export async function describeItem(db: Db, type: ItemType, id: string): Promise<CatalogueItem | null> {
  const provider = providers.get(type);
  if (!provider) return null;
  return (provider.describe ?? provider.find)(db, id);
}
