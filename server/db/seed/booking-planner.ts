import type { BookingStatus } from '../../../shared/model/enums';
import { addDays, daysBetween, type SchoolYearCalendar } from './calendar';
import type { ChildRecord, FamilyRecord } from './family-insert';
import type { Random } from './random';
import type { ServiceRecord } from './services';

/** A booking as planned, before it has an id. */
export interface BookingSpec {
  participantId: number;
  eventId: number;
  recurrenceIds: number[];
  startStopId: number | null;
  destinationStopId: number | null;
  escortPersonId: number | null;
  bookingStatus: BookingStatus;
  startDate: string;
  endDate: string;
  registrationDate: string;
  individualPrice: number | null;
  price: number | null;
  cancellationDate: string | null;
  notes: string | null;
  cancellationNotes: string | null;
  homeworkSupport: boolean;
}

export interface BookOptions {
  status: BookingStatus;
  /** Indexes into the service's recurrences; all of them when omitted. */
  recurrences?: number[];
  /** Bus: the stop (other than ESF) the child gets on or off. */
  stop?: string;
}

const NOTES = [
  'Allergic to nuts – please check snacks.',
  'Picked up by grandmother on Fridays.',
  'Needs to leave ten minutes early on Thursdays.',
  'Wears glasses for sports.',
];
const CANCELLATION_NOTES = [
  'Moved to another activity.',
  'Family is moving away.',
  'Timetable clash with music lessons.',
  'Child lost interest.',
];

/** Plans bookings with realistic dates, prices and statuses; tracks places taken per service. */
export class BookingPlanner {
  private readonly accepted = new Map<number, number>();
  private readonly phaseStart: string;

  constructor(
    private readonly random: Random,
    calendar: SchoolYearCalendar,
    readonly today: string,
    /** Full services put further bookings on the waiting list; the large set ignores capacity. */
    private readonly respectCapacity = true,
  ) {
    this.phaseStart = addDays(calendar.startDate, -61);
  }

  book(
    child: ChildRecord,
    family: FamilyRecord,
    service: ServiceRecord,
    options: BookOptions,
  ): BookingSpec {
    const r = this.random;
    const { draft } = service;
    const registrationDate = addDays(
      this.phaseStart,
      r.int(0, daysBetween(this.phaseStart, this.today)),
    );
    const startDate =
      registrationDate > draft.startDate && registrationDate < draft.endDate
        ? registrationDate
        : draft.startDate;
    const status = this.admit(service, options.status, startDate);
    const indexes = options.recurrences ?? draft.recurrences.map((_, index) => index);
    const canceled = status === 'CANCELED' || status === 'CANCELED_IMMEDIATELY';
    const busStop = options.stop
      ? draft.busStops.findIndex((stop) => stop.stop === options.stop)
      : -1;
    const esf = draft.busStops.findIndex((stop) => stop.stop === 'ESF');
    const price = this.price(service, family.hasMembership, indexes.length, busStop);
    return {
      participantId: child.participantId,
      eventId: service.id,
      recurrenceIds: indexes.map((index) => service.recurrenceIds[index] as number),
      startStopId: busStop < 0 ? null : (service.stopIds[draft.inbound ? busStop : esf] as number),
      destinationStopId:
        busStop < 0 ? null : (service.stopIds[draft.inbound ? esf : busStop] as number),
      escortPersonId: draft.businessArea === 'CHILDMINDING' ? family.personId : null,
      bookingStatus: status,
      startDate,
      endDate:
        status === 'FINISHED' && draft.endDate >= this.today
          ? addDays(this.today, -1)
          : draft.endDate,
      registrationDate,
      individualPrice:
        draft.businessArea === 'ECA' && price && r.chance(0.04)
          ? Math.round(price * 50) / 100
          : null,
      price,
      cancellationDate: canceled
        ? addDays(registrationDate, r.int(0, daysBetween(registrationDate, this.today)))
        : null,
      notes: r.chance(0.08) ? r.pick(NOTES) : null,
      cancellationNotes: canceled ? r.pick(CANCELLATION_NOTES) : null,
      homeworkSupport: draft.businessArea === 'CHILDMINDING' && r.chance(0.3),
    };
  }

  /** Turns a wished status into a possible one: no places left, or not finished yet. */
  private admit(service: ServiceRecord, wished: BookingStatus, startDate: string): BookingStatus {
    if (wished === 'FINISHED' && startDate >= this.today) return 'ACCEPTED';
    if (wished !== 'ACCEPTED') return wished;
    const taken = this.accepted.get(service.id) ?? 0;
    if (this.respectCapacity && taken >= service.draft.maximumNumber) return 'WAITING_LIST';
    this.accepted.set(service.id, taken + 1);
    return 'ACCEPTED';
  }

  private price(
    service: ServiceRecord,
    member: boolean,
    days: number,
    busStop: number,
  ): number | null {
    const { draft } = service;
    if (draft.businessArea === 'CHILDMINDING') return (draft.prices.singlePrice ?? 0) * days * 4;
    const stop = draft.busStops[busStop];
    if (stop) return member ? stop.memberPrice : stop.totalPrice;
    return member ? draft.prices.memberPrice : draft.prices.totalPrice;
  }

  /** A status as demo data should show them: mostly accepted, some of every other kind. */
  randomStatus(service: ServiceRecord): BookingStatus {
    if (service.draft.endDate < this.today)
      return this.random.chance(0.9) ? 'FINISHED' : 'CANCELED';
    return this.random.weighted<BookingStatus>([
      ['ACCEPTED', 62],
      ['PENDING', 12],
      ['WAITING_LIST', 6],
      ['CANCELED', 9],
      ['CANCELED_IMMEDIATELY', 4],
      ['FINISHED', 7],
    ]);
  }

  /** Childminding on some weekdays, each ending at 16:30 or 18:15 (recurrences come in pairs). */
  childmindingDays(): number[] {
    const days = this.random.sample([0, 1, 2, 3, 4], this.random.int(2, 5)).sort();
    const late = this.random.chance(0.4);
    return days.map((day) => day * 2 + (late ? 1 : 0));
  }

  /** Bus days: the whole week mostly, otherwise three days. */
  busDays(): number[] {
    return this.random.chance(0.7)
      ? [0, 1, 2, 3, 4]
      : this.random.sample([0, 1, 2, 3, 4], 3).sort();
  }
}
