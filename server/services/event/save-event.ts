import { mailBookingChange } from '../email/booking-change-mails';
import type { WithBookingMail } from '../email/booking-mails';
import { and, eq, sql } from 'drizzle-orm';
import type { EventRecord } from '../../../shared/model/event-record';
import type { EventInput } from '../../../shared/rules/event';
import type { Database, Transaction } from '../../db/database';
import { events, images } from '../../db/schema';
import { notFound, staleVersion } from '../../errors';
import { detectImageType } from '../image/detect-image-type';
import { checkEventReferences } from './check-event-references';
import { readEventRecord } from './read-event-record';
import { sanitizeRichText } from './sanitize-rich-text';
import { saveEventRows } from './save-event-rows';
import type { UploadedImage } from '../image/checked-image';

/** An uploaded picture that already passed the size and type checks. */
export type EventImage = UploadedImage;

const eventColumns = (input: EventInput) => ({
  name: input.name,
  businessArea: input.businessArea,
  key: input.key,
  startDate: input.startDate,
  endDate: input.endDate,
  registrationDeadline: input.registrationDeadline,
  schoolYearId: input.schoolYearId,
  mapsUrl: input.mapsUrl || null,
  mapsUrlText: input.mapsUrlText || null,
  description: sanitizeRichText(input.description) || null,
  locationId: input.locationId,
  minimumNumber: input.minimumNumber,
  maximumNumber: input.maximumNumber,
  language: input.language,
  inbound: input.businessArea === 'SCHOOL_BUS' && input.inbound,
  continuesNextYear: input.continuesNextYear,
  draft: input.draft,
  notificationEmail: input.notificationEmail || null,
  singlePrice: input.singlePrice,
  singleReducedPrice: input.singleReducedPrice,
  memberPrice: input.memberPrice,
  totalPrice: input.totalPrice,
  vat: input.vat,
  costAdministrator: input.costItems.administrator,
  costInstructor: input.costItems.instructor,
  costMaterial: input.costItems.material,
});

async function insertImage(tx: Transaction, image: EventImage): Promise<number> {
  const [row] = await tx
    .insert(images)
    .values({ mimeType: image.mimeType, size: image.bytes.byteLength, content: image.bytes })
    .returning({ id: images.id });
  return row!.id;
}

/** A clone's picture: the source's bytes as a picture of its own (so deleting one keeps the other). */
async function copiedImage(tx: Transaction, imageId: number): Promise<EventImage | undefined> {
  const [row] = await tx
    .select({ content: images.content })
    .from(images)
    .where(eq(images.id, imageId));
  const mimeType = row ? detectImageType(row.content) : null;
  return row && mimeType ? { mimeType, bytes: row.content } : undefined;
}

/**
 * `PUT /api/event`: creates a service (no `id`) or updates one, in one transaction with its
 * rows and picture. An update locks the row and needs the version it was loaded at (else 409);
 * the references and the location's capacity are checked inside (400). A new picture replaces
 * the old one, which is deleted; a new service may take over `imageId` (a clone's picture) as a
 * copy. Places an update frees go to the waiting list (issue 23.5). Answers the stored record.
 */
export async function saveEvent(
  db: Database,
  input: EventInput,
  image?: EventImage,
  { mail }: WithBookingMail = {},
): Promise<EventRecord> {
  const id = await db.transaction(async (tx) => {
    if (input.id === null) {
      await checkEventReferences(tx, input);
      const picture = image ?? (input.imageId ? await copiedImage(tx, input.imageId) : undefined);
      const [row] = await tx
        .insert(events)
        .values({
          ...eventColumns(input),
          imageId: picture ? await insertImage(tx, picture) : null,
        })
        .returning({ id: events.id });
      await saveEventRows(tx, row!.id, input);
      return row!.id;
    }
    const eventId = input.id;
    const [current] = await tx
      .select({ version: events.version, imageId: events.imageId })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    if (!current) throw notFound();
    if (current.version !== input.version) throw staleVersion();
    await checkEventReferences(tx, input);
    const imageId = image ? await insertImage(tx, image) : current.imageId;
    await tx
      .update(events)
      .set({ ...eventColumns(input), imageId, version: sql`${events.version} + 1` })
      .where(and(eq(events.id, eventId), eq(events.version, current.version)));
    // Pictures are one per service: the replaced one belongs to nobody.
    if (image && current.imageId !== null)
      await tx.delete(images).where(eq(images.id, current.imageId));
    await saveEventRows(tx, eventId, input);
    // A raised maximum (or none any more) frees places: the waiting list is offered them.
    await mailBookingChange(tx, { freedEvents: [eventId] }, mail);
    return eventId;
  });
  return (await readEventRecord(db, id))!;
}
