import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { BookingPhase, SchoolYearItem } from '../../../shared/model/school-year';
import type { Reader } from '../../db/database';
import { bookingPhases, schoolYears } from '../../db/schema';
import { findSchoolYearInBookingPhase } from '../event/booking-phase';

const columns = {
  id: schoolYears.id,
  name: schoolYears.name,
  startDate: schoolYears.startDate,
  endDate: schoolYears.endDate,
  childmindingStartDate: schoolYears.childmindingStartDate,
  trimester1End: schoolYears.trimester1End,
  trimester2End: schoolYears.trimester2End,
  trimester3End: schoolYears.trimester3End,
  transitionState: schoolYears.transitionState,
  version: schoolYears.version,
  phaseStart: bookingPhases.start,
};

async function selectYears(db: Reader, where?: SQL): Promise<SchoolYearItem[]> {
  const rows = await db
    .select(columns)
    .from(schoolYears)
    .leftJoin(bookingPhases, eq(bookingPhases.schoolYearId, schoolYears.id))
    .where(where)
    .orderBy(desc(schoolYears.startDate));
  return rows.map(({ phaseStart, ...year }) => ({
    ...year,
    bookingPhaseStart: phaseStart?.toISOString() ?? null,
  }));
}

/** Every school year, latest first, each with its booking phase's start (spec 002 §7). */
export const readSchoolYears = (db: Reader) => selectYears(db);

/** One school year, or null. */
export async function readSchoolYear(db: Reader, id: number): Promise<SchoolYearItem | null> {
  const [year] = await selectYears(db, eq(schoolYears.id, id));
  return year ?? null;
}

/** The school year `today` (the school's date) lies in, or null in a gap between years. */
export async function readCurrentSchoolYear(
  db: Reader,
  today: string,
): Promise<SchoolYearItem | null> {
  const [year] = await selectYears(
    db,
    and(lte(schoolYears.startDate, today), gte(schoolYears.endDate, today)),
  );
  return year ?? null;
}

/** The school year customers book for at `now` (services/event/booking-phase.ts), or null. */
export async function readSchoolYearInBookingPhase(
  db: Reader,
  now: Date,
): Promise<SchoolYearItem | null> {
  const year = await findSchoolYearInBookingPhase(db, now);
  return year ? readSchoolYear(db, year.id) : null;
}

/** The booking phase in force at `now`: its year and start, or null before any has started. */
export async function readBookingPhase(db: Reader, now: Date): Promise<BookingPhase | null> {
  const year = await readSchoolYearInBookingPhase(db, now);
  if (!year?.bookingPhaseStart) return null;
  return { schoolYear: { id: year.id, name: year.name }, start: year.bookingPhaseStart };
}
