import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings, users } from '../../db/schema.ts';

const SETUP_TOKEN_KEY = 'owner_setup_token';

/** What a wrong or spent setup link is told; the same words for both. */
export const SETUP_LINK_INVALID =
  'This setup link is not valid or has already been used. The shop owner can be created only once.';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'delete'>;

export async function hasOwner(db: Reader): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'owner'))
    .limit(1);
  return row !== undefined;
}

/**
 * The one-time token that creates the shop's owner, while the shop has none; undefined
 * once it has one. Generated once (32 random bytes) and kept in the settings table, so
 * every instance on the database prints and accepts the same one; the insert does
 * nothing when a token exists, so instances starting together agree on the first.
 */
export async function ownerSetupToken(db: Db): Promise<string | undefined> {
  if (await hasOwner(db)) return undefined;
  const candidate = randomBytes(32).toString('base64url');
  await db
    .insert(settings)
    .values({ key: SETUP_TOKEN_KEY, value: candidate })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SETUP_TOKEN_KEY));
  return row?.value;
}

/** Whether the token is the live setup token (read only: nothing is used up). */
export async function isOwnerSetupToken(db: Reader, token: string): Promise<boolean> {
  const [row] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(and(eq(settings.key, SETUP_TOKEN_KEY), eq(settings.value, token)));
  return row !== undefined;
}

/**
 * Uses the token up, inside the transaction that creates the owner: true when it was
 * the live one. The row lock makes a second sign-up racing with the same token wait,
 * then find nothing.
 */
export async function takeOwnerSetupToken(db: Writer, token: string): Promise<boolean> {
  const taken = await db
    .delete(settings)
    .where(and(eq(settings.key, SETUP_TOKEN_KEY), eq(settings.value, token)))
    .returning({ key: settings.key });
  return taken.length > 0;
}

/** The page that creates the owner: PUBLIC_URL when set, else this machine's port. */
export function ownerSetupUrl(
  config: { PUBLIC_URL?: string | undefined; PORT: number },
  token: string,
): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${base}/setup?token=${encodeURIComponent(token)}`;
}

/** The start-up log line of a shop without an owner. */
export function ownerSetupMessage(url: string): string {
  return `Open ${url} to create the shop owner's account`;
}
