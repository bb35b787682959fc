import { eq } from 'drizzle-orm';
import { CAPACITY_STATUSES } from '../../../shared/model/booking';
import type { MovableBooking } from '../../../shared/model/inconsistency';
import type { Database } from '../../db/database';
import { events } from '../../db/schema';
import { notFound } from '../../errors';
import { childrenBookings } from './children-bookings';
import { inconsistencyQuery, selectRows, type InconsistencyRow } from './inconsistency-sql';

/**
 * `GET /api/booking/find-for-event-inconsistencies?eventId&inconsistencyType=GRADE`: the
 * service's place-holding bookings of children with a false grade (the GRADE rule's rows), by
 * name, for the bulk edit dialog. 404 for an unknown service; `[]` when every grade fits.
 */
export async function findGradeBookings(
  db: Database,
  eventId: number,
  today: string,
): Promise<MovableBooking[]> {
  const [service] = await db
    .select({ schoolYearId: events.schoolYearId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!service) throw notFound();
  const rows = await selectRows<InconsistencyRow>(db, inconsistencyQuery({ eventId }, today));
  const children = rows
    .filter((row) => row.type === 'GRADE' && row.participantId !== null)
    .map((row) => row.participantId!);
  if (children.length === 0) return [];
  return childrenBookings(db, {
    eventId,
    participantIds: children,
    gradeYearId: service.schoolYearId,
    statuses: CAPACITY_STATUSES,
  });
}
