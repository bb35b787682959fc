import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Writer } from '../../db/database';
import { userTokens } from '../../db/schema';
import type { TokenPurpose } from '../../db/schema/enums';

/** How long a link in an e-mail works. */
export const CONFIRM_EMAIL_VALID_MS = 48 * 60 * 60 * 1000;
export const RESET_PASSWORD_VALID_MS = 60 * 60 * 1000;

/** Only this hash is stored: a copy of the database does not reveal working links. */
export const hashUserToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** Options of {@link createUserToken}. */
export interface CreateUserTokenOptions {
  userId: number;
  purpose: TokenPurpose;
  now: Date;
  validForMs: number;
}

/** Stores a new single-use token and returns it in clear (32 random bytes, base64url). */
export async function createUserToken(
  db: Writer,
  { userId, purpose, now, validForMs }: CreateUserTokenOptions,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashUserToken(token),
    expiresAt: new Date(now.getTime() + validForMs),
    createdAt: now,
  });
  return token;
}

/** Options of {@link redeemUserToken}. */
export interface RedeemUserTokenOptions {
  token: string;
  purpose: TokenPurpose;
  now: Date;
}

/**
 * Marks a token used and answers its user, or null when it is unknown, used or expired. One
 * conditional UPDATE does both, so two requests racing with the same link cannot both win.
 */
export async function redeemUserToken(
  db: Writer,
  { token, purpose, now }: RedeemUserTokenOptions,
): Promise<number | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashUserToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** Ends every still open token of a user for one purpose (after a password reset). */
export async function revokeUserTokens(
  db: Writer,
  { userId, purpose, now }: { userId: number; purpose: TokenPurpose; now: Date },
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}
