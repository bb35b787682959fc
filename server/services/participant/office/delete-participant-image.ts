import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { images, persons } from '../../../db/schema';
import { notFound } from '../../../errors';
import { recordHistory, type HistoryActor } from '../../history/record-history';
import { PARTICIPANT_PICTURES, participantSnapshot } from '../participant-snapshot';
import type { ParticipantAccess } from './participant-access';

/**
 * `DELETE /api/participant/{participantId}/image/{imageId}`: removes the child's picture; 404
 * when `imageId` is not the child's. The participant and its bookings stay as they are.
 */
export async function deleteParticipantImage(
  db: Database,
  participant: ParticipantAccess,
  imageId: number,
  actor: HistoryActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await participantSnapshot(tx, participant.id);
    const unlinked = await tx
      .update(persons)
      .set({ imageId: null })
      .where(and(eq(persons.id, participant.personId), eq(persons.imageId, imageId)))
      .returning({ id: persons.id });
    if (unlinked.length === 0) throw notFound();
    await tx.delete(images).where(eq(images.id, imageId));
    await recordHistory(tx, {
      entity: 'participant',
      id: participant.id,
      before,
      after: await participantSnapshot(tx, participant.id),
      actor,
      pictures: PARTICIPANT_PICTURES,
    });
  });
}
