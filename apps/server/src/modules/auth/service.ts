// Accounts: create, check credentials, read and update the profile, sign in with Google.
import { eq, sql } from 'drizzle-orm';
import { EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE, type User } from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { AppError, conflict, notFound, unauthorized } from '../../lib/app-error.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password.ts';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export async function createUser(db: Db, input: { name: string; email: string; password: string }): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ name: input.name, email: input.email.toLowerCase(), passwordHash })
      .returning();
    return toUser(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
    throw err;
  }
}

export async function checkCredentials(db: Db, email: string, password: string): Promise<User> {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  if (!row?.passwordHash) {
    await burnPasswordCheck(password);
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(password, row.passwordHash))) {
    throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  }
  return toUser(row);
}

export async function getUser(db: Db, id: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  // A valid token for a deleted account is no session at all.
  if (!row) throw unauthorized('Your account no longer exists. Please sign up again.', 'USER_NOT_FOUND');
  return toUser(row);
}

export async function updateProfile(
  db: Db,
  id: string,
  patch: { name?: string | undefined; phone?: string | null | undefined; avatar?: string | null | undefined },
): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound('User not found', 'USER_NOT_FOUND');
  return toUser(row);
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

/** Finds the account of a Google identity, linking it to an existing account with the same verified email. */
export async function upsertGoogleUser(db: Db, identity: GoogleIdentity): Promise<User> {
  if (!identity.emailVerified) {
    throw new AppError('GOOGLE_EMAIL_UNVERIFIED', 401, 'Your Google account email is not verified');
  }
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
  if (bySub) return toUser(bySub);
  const [existing] = await db.select().from(users).where(byEmail(identity.email)).limit(1);
  if (existing) {
    const [linked] = await db
      .update(users)
      .set({ googleSub: identity.sub, avatar: existing.avatar ?? identity.picture, updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning();
    return toUser(linked!);
  }
  const [created] = await db
    .insert(users)
    .values({
      name: identity.name || identity.email.split('@')[0]!,
      email: identity.email.toLowerCase(),
      googleSub: identity.sub,
      avatar: identity.picture,
    })
    .returning();
  return toUser(created!);
}
