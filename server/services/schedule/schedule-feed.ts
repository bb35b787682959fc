import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ScheduleFeedLink, ScheduleFeedState } from '../../../shared/model/schedule';
import type { Database, Reader } from '../../db/database';
import { scheduleFeeds } from '../../db/schema';

/** A token's form in the feed's address: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps of a token: its SHA-256, hex. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The feed's address for a token. */
export const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/schedule-feed/${token}`;

/**
 * Makes the child's calendar link, or renews it: a new random token replaces the hash kept, so
 * the address before answers 404 from now on. Answers the address, shown this once.
 */
export async function renewFeed(
  db: Database,
  {
    participantId,
    personId,
    now,
    publicUrl,
  }: {
    participantId: number;
    personId: number;
    now: Date;
    publicUrl: string;
  },
): Promise<ScheduleFeedLink> {
  const token = randomBytes(32).toString('base64url');
  const values = { tokenHash: hashFeedToken(token), createdBy: personId, createdAt: now };
  await db
    .insert(scheduleFeeds)
    .values({ participantId, ...values })
    .onConflictDoUpdate({ target: scheduleFeeds.participantId, set: values });
  return { url: feedUrl(publicUrl, token), createdAt: now.toISOString() };
}

/** Since when the child's current link holds, if any. */
export async function feedState(db: Reader, participantId: number): Promise<ScheduleFeedState> {
  const [row] = await db
    .select({ createdAt: scheduleFeeds.createdAt })
    .from(scheduleFeeds)
    .where(eq(scheduleFeeds.participantId, participantId));
  return { createdAt: row?.createdAt.toISOString() ?? null };
}

/** The child a feed token belongs to; null for a malformed, unknown or renewed token. */
export async function childOfFeedToken(db: Reader, token: string): Promise<number | null> {
  const bare = token.endsWith('.ics') ? token.slice(0, -4) : token;
  if (!TOKEN_PATTERN.test(bare)) return null;
  const [row] = await db
    .select({ participantId: scheduleFeeds.participantId })
    .from(scheduleFeeds)
    .where(eq(scheduleFeeds.tokenHash, hashFeedToken(bare)));
  return row?.participantId ?? null;
}
