import type { SchoolClock } from '../../../shared/model/school-time';
import { eq } from 'drizzle-orm';
import type { RoleHolder } from '../../../shared/access/has-role';
import { priceLabelOf } from '../../../shared/model/booking';
import type { ChildmindingOffer, ChildmindingService } from '../../../shared/model/childminding';
import { WEEKDAYS } from '../../../shared/model/enums';
import type { PublicEventItem } from '../../../shared/model/event';
import type { Database } from '../../db/database';
import { schoolYears } from '../../db/schema';
import { readPublicConfig } from '../config/read-configuration';
import { closedAreaKey, readAreaSwitches } from '../event/area-switches';
import { findSchoolYearInBookingPhase } from '../event/booking-phase';
import { listPublicEvents } from '../event/list-public-events';

/**
 * The first start date a registration may choose: today, the service's start and the school
 * year's childminding start (spec 002 §3 `updatedChildmindingStartDate`), whichever is last.
 */
export const earliestStartDate = (
  today: string,
  serviceStart: string | null,
  yearStart: string | null,
) =>
  [today, serviceStart, yearStart]
    .filter((date): date is string => date !== null)
    .sort()
    .at(-1)!;

/** A listed childminding service as the registration form needs it. */
export function toChildmindingService(
  item: PublicEventItem,
  { today, yearStart }: { today: string; yearStart: string | null },
): ChildmindingService {
  const days = new Set(item.recurrences.map((slot) => slot.dayOfWeek));
  const ends = new Set(
    item.recurrences.map((slot) => slot.endTime).filter((end): end is string => end !== null),
  );
  return {
    id: item.id,
    name: item.name,
    startDate: item.startDate,
    endDate: item.endDate,
    registrationDeadline: item.registrationDeadline,
    earliestStartDate: earliestStartDate(today, item.startDate, yearStart),
    weekdays: WEEKDAYS.filter((day) => days.has(day)),
    endTimes: [...ends].sort(),
    recurrences: item.recurrences,
    price: item.price,
    labelKey: priceLabelOf(item),
    placesLeft: item.placesLeft,
    location: item.location,
  };
}

/**
 * `GET /api/booking/childminding` (everyone): the mode, the external link when OUTSOURCED,
 * whether registration is open here, and the services to register for (those of the public
 * listing: readable by the caller, in the year of the booking phase, still open).
 */
export async function readChildmindingOffer(
  db: Database,
  { caller, now, today }: { caller: RoleHolder } & SchoolClock,
): Promise<ChildmindingOffer> {
  const [switches, config] = await Promise.all([readAreaSwitches(db), readPublicConfig(db)]);
  const closedReason = closedAreaKey('CHILDMINDING', switches);
  const base = {
    mode: config.childmindingMode,
    externalUrl: config.childmindingMode === 'OUTSOURCED' ? config.childmindingExternalUrl : null,
    bookingEnabled: closedReason === null,
    closedReason,
  };
  if (closedReason !== null) return { ...base, services: [] };
  const [items, year] = await Promise.all([
    listPublicEvents(db, { businessArea: 'CHILDMINDING', caller, now, today }),
    findSchoolYearInBookingPhase(db, now),
  ]);
  const [yearRow] = year
    ? await db
        .select({ start: schoolYears.childmindingStartDate })
        .from(schoolYears)
        .where(eq(schoolYears.id, year.id))
    : [];
  return {
    ...base,
    services: items.map((item) =>
      toChildmindingService(item, { today, yearStart: yearRow?.start ?? null }),
    ),
  };
}
