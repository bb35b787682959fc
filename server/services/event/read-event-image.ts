import { eq } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import { images } from '../../db/schema';
import type { Reader } from '../person/read-person';
import { findReadableEvent } from './read-event-detail';

/** A stored picture. */
export interface StoredImage {
  mimeType: string;
  content: Uint8Array;
}

/** The picture of a service the caller may read; null when there is none to show. */
export async function readEventImage(
  db: Reader,
  eventId: number,
  caller: RoleHolder,
): Promise<StoredImage | null> {
  const event = await findReadableEvent(db, eventId, caller);
  if (!event || event.imageId === null) return null;
  const [image] = await db
    .select({ mimeType: images.mimeType, content: images.content })
    .from(images)
    .where(eq(images.id, event.imageId));
  return image ?? null;
}
