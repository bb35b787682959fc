import { eq } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import { images } from '../../db/schema';
import { detectImageType, type DetectedImage } from '../image/detect-image-type';
import { findReadableEvent } from './read-event-detail';
import type { Reader } from '../../db/database';

/**
 * The picture of a service the caller may read; null when there is none to show. A stored row
 * whose bytes are no accepted picture (an SVG or HTML from an older import, whatever its stored
 * type says) counts as none: it is never served.
 */
export async function readEventImage(
  db: Reader,
  eventId: number,
  caller: RoleHolder,
): Promise<DetectedImage | null> {
  const event = await findReadableEvent(db, eventId, caller);
  if (!event || event.imageId === null) return null;
  const [image] = await db
    .select({ content: images.content })
    .from(images)
    .where(eq(images.id, event.imageId));
  if (!image) return null;
  const type = detectImageType(image.content);
  return type ? { type, content: image.content } : null;
}
