import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { events, images } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * `DELETE /api/event/{eventId}/image/{imageId}`: removes the service's picture and moves its
 * version on (the dialog's copy no longer shows the picture). 404 when the service does not
 * exist or the picture is not its own.
 */
export async function deleteEventImage(db: Database, eventId: number, imageId: number) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(events)
      .set({ imageId: null, version: sql`${events.version} + 1` })
      .where(and(eq(events.id, eventId), eq(events.imageId, imageId)))
      .returning({ id: events.id });
    if (updated.length === 0) throw notFound();
    await tx.delete(images).where(eq(images.id, imageId));
  });
}
