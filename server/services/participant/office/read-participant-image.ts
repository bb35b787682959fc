import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../../db/database';
import { images, persons } from '../../../db/schema';
import { detectImageType, type DetectedImage } from '../../image/detect-image-type';
import type { ParticipantAccess } from './participant-access';

/**
 * `GET /api/participant/{participantId}/image/{imageId}`: the child's picture (the caller's
 * right to the child is checked before); null when `imageId` is not the child's picture or its
 * bytes are no accepted picture, so a foreign image id answers nothing.
 */
export async function readParticipantImage(
  db: Reader,
  participant: ParticipantAccess,
  imageId: number,
): Promise<DetectedImage | null> {
  const [image] = await db
    .select({ content: images.content })
    .from(persons)
    .innerJoin(images, eq(images.id, persons.imageId))
    .where(and(eq(persons.id, participant.personId), eq(persons.imageId, imageId)));
  if (!image) return null;
  const type = detectImageType(image.content);
  return type ? { type, content: image.content } : null;
}
