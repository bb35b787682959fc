import { isSchoolStop, minutesBetween } from '../../../../shared/model/bus-stop';
import type { BookingCheckMessage, BookingErrorKey } from '../../../../shared/model/booking';
import { shareADay, type BookedPeriod, type SchoolCalendar, type Slot } from './collision';
import type { ParticipantBooking } from './evaluate-booking';

/** Services that start before this time are morning services (for timeGapBeforeService). */
export const MORNING_ENDS = '12:00';

/**
 * How long a child may wait at school between the morning bus and a morning service before
 * the booking check reports `timeGapBeforeService`.
 */
export const MAX_WAIT_MINUTES = 30;

/** The bus rules' keys, in the order the check reports them. */
const BUS_KEYS = [
  'busAlreadyBooked',
  'morningBusConflict',
  'afternoonBusConflict',
  'serviceAfterAfternoonBus',
  'timeGapBeforeService',
] as const satisfies BookingErrorKey[];
type BusKey = (typeof BUS_KEYS)[number];

/**
 * Minutes from a line's recurrence time to the bus being at the school: the school stop's
 * distance. Without one (spec 002 §4 leaves it empty on a morning bus until set) a morning bus
 * reaches the school after its farthest stop, an afternoon bus leaves it at once.
 */
export function schoolStopOffset(
  stops: readonly { name: string; distance: number | null }[],
  inbound: boolean,
): number {
  const school = stops.find((stop) => isSchoolStop(stop.name));
  if (school && school.distance !== null) return school.distance;
  return inbound ? Math.max(0, ...stops.map((stop) => stop.distance ?? 0)) : 0;
}

const isBus = (period: BookedPeriod) => period.businessArea === 'SCHOOL_BUS';

/**
 * What a bus at the school at `bus.time` says about a service slot on the same day:
 * - morning bus: a service starting before the bus arrives → morningBusConflict; a morning
 *   service starting more than MAX_WAIT_MINUTES after it → timeGapBeforeService;
 * - afternoon bus: a service still running when the bus leaves (or starting later) keeps the
 *   child from the bus → `whenRunningLate` (afternoonBusConflict when the bus is the new
 *   booking, serviceAfterAfternoonBus when the service is).
 */
function slotFinding(
  bus: Slot,
  inbound: boolean,
  service: Slot,
  whenRunningLate: BusKey,
): BusKey | null {
  if (inbound) {
    if (service.time < bus.time) return 'morningBusConflict';
    const wait = minutesBetween(bus.time, service.time);
    return service.time < MORNING_ENDS && wait > MAX_WAIT_MINUTES ? 'timeGapBeforeService' : null;
  }
  return (service.endTime ?? service.time) > bus.time ? whenRunningLate : null;
}

/** The findings between a bus and a service that meet on a date both run. */
function busAndService(
  bus: BookedPeriod,
  service: BookedPeriod,
  calendar: SchoolCalendar,
  whenRunningLate: BusKey,
): BusKey[] {
  const found: BusKey[] = [];
  for (const busSlot of bus.slots) {
    for (const serviceSlot of service.slots) {
      if (busSlot.dayOfWeek !== serviceSlot.dayOfWeek) continue;
      const key = slotFinding(busSlot, bus.inbound ?? false, serviceSlot, whenRunningLate);
      if (key && shareADay(bus, service, busSlot.dayOfWeek, calendar)) found.push(key);
    }
  }
  return found;
}

/** Whether two buses of the same direction run on a weekday both take, on a date both run. */
function sameBusSlot(a: BookedPeriod, b: BookedPeriod, calendar: SchoolCalendar): boolean {
  if ((a.inbound ?? false) !== (b.inbound ?? false)) return false;
  return a.slots.some((slot) =>
    b.slots.some(
      (other) => other.dayOfWeek === slot.dayOfWeek && shareADay(a, b, slot.dayOfWeek, calendar),
    ),
  );
}

/**
 * The bus rules of spec 001 §8 for a booking of `service` by a participant with `others`
 * bookings still on; each key at most once. PARENT_ACTIVITIES are the parents' own and never
 * meet a child's bus. See the booking README for what each rule means.
 */
export function busFindings(
  service: BookedPeriod,
  others: readonly ParticipantBooking[],
  calendar: SchoolCalendar,
): BookingCheckMessage<BookingErrorKey>[] {
  const found = new Set<BusKey>();
  for (const other of others) {
    if (isBus(service) && isBus(other)) {
      if (sameBusSlot(service, other, calendar)) found.add('busAlreadyBooked');
    } else if (isBus(service)) {
      busAndService(service, other, calendar, 'afternoonBusConflict').forEach((key) =>
        found.add(key),
      );
    } else if (isBus(other)) {
      busAndService(other, service, calendar, 'serviceAfterAfternoonBus').forEach((key) =>
        found.add(key),
      );
    }
  }
  return BUS_KEYS.filter((key) => found.has(key)).map((key) => ({ key }));
}
