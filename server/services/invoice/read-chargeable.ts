import { and, asc, eq, inArray, isNull, lte, or, gte, sql } from 'drizzle-orm';
import type { BusinessArea, Weekday } from '../../../shared/model/enums';
import type { Reader } from '../../db/database';
import {
  bookingRecurrences,
  bookings,
  customerDiscountModels,
  customers,
  discountModels,
  eventBusStops,
  eventDiscountModels,
  eventRecurrences,
  events,
  participants,
  persons,
} from '../../db/schema';
import type { ChargeableBooking, OfferedDiscount } from './price-invoice';

/** A family with what it booked of a product around a month. */
export interface ChargeableFamily {
  customerId: number;
  personId: number;
  member: boolean;
  grantedDiscountIds: Set<number>;
  bookings: ChargeableBooking[];
}

/** Bookings that are charged: accepted, or finished after running (spec 001 §3 statuses). */
const CHARGED_STATUSES = ['ACCEPTED', 'FINISHED'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** The first and last day of a month, `yyyy-MM-dd`. */
export function monthRange(year: number, month: number) {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(days)}` };
}

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/**
 * The families with accepted bookings of the business area that run in the month (the pricing
 * decides what each is charged), optionally one family's only: five statements whatever the
 * number of bookings, none of them bound to a list of bookings or families.
 */
export async function readChargeableFamilies(
  db: Reader,
  {
    year,
    month,
    area,
    customerId,
  }: { year: number; month: number; area: BusinessArea; customerId?: number },
): Promise<ChargeableFamily[]> {
  const { first, last } = monthRange(year, month);
  const start = sql<string | null>`coalesce(${bookings.startDate}, ${events.startDate})`;
  const end = sql<string | null>`coalesce(${bookings.endDate}, ${events.endDate})`;
  const rows = await db
    .select({
      bookingId: bookings.id,
      participantId: participants.id,
      customerId: customers.id,
      customerPersonId: customers.personId,
      member: customers.hasMembership,
      givenName: persons.givenName,
      familyName: persons.familyName,
      birthday: persons.birthday,
      eventId: events.id,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      individualPrice: bookings.individualPrice,
      startStopId: bookings.startStopId,
      destinationStopId: bookings.destinationStopId,
      // Folded in as lists rather than read by id afterwards: an ECA month of the large seed
      // charges 42,000 bookings, and 42,000 bound ids cost seconds on PGlite (issue 22 bench).
      chosenSlotIds: sql<
        string | null
      >`(select string_agg(${bookingRecurrences.eventRecurrenceId}::text, ',') from ${bookingRecurrences} where ${bookingRecurrences.bookingId} = ${bookings.id})`,
      grantedIds: sql<
        string | null
      >`(select string_agg(${customerDiscountModels.discountModelId}::text, ',') from ${customerDiscountModels} where ${customerDiscountModels.customerId} = ${customers.id})`,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(customers, eq(customers.id, participants.customerId))
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(
      and(
        eq(events.businessArea, area),
        isNull(events.canceledAt),
        inArray(bookings.bookingStatus, [...CHARGED_STATUSES]),
        customerId === undefined ? undefined : eq(customers.id, customerId),
        or(sql`${start} is null`, lte(start, last)),
        or(sql`${end} is null`, gte(end, first)),
      ),
    )
    .orderBy(asc(customers.id), asc(bookings.id));
  if (rows.length === 0) return [];

  const eventIds = [...new Set(rows.map((row) => row.eventId))];
  const [serviceRows, slotRows, stopRows, discountRows] = await Promise.all([
    // The services' columns once each, not on every booking's row.
    db
      .select({
        id: events.id,
        serviceName: events.name,
        businessArea: events.businessArea,
        serviceStart: events.startDate,
        serviceEnd: events.endDate,
        memberPrice: events.memberPrice,
        totalPrice: events.totalPrice,
        singlePrice: events.singlePrice,
        singleReducedPrice: events.singleReducedPrice,
        vat: events.vat,
        inbound: events.inbound,
      })
      .from(events)
      .where(inArray(events.id, eventIds)),
    db
      .select({
        id: eventRecurrences.id,
        eventId: eventRecurrences.eventId,
        dayOfWeek: eventRecurrences.dayOfWeek,
      })
      .from(eventRecurrences)
      .where(inArray(eventRecurrences.eventId, eventIds)),
    db
      .select({
        eventId: eventBusStops.eventId,
        stopId: eventBusStops.stopId,
        memberPrice: eventBusStops.memberPrice,
        totalPrice: eventBusStops.totalPrice,
      })
      .from(eventBusStops)
      .where(inArray(eventBusStops.eventId, eventIds)),
    db
      .select({
        eventId: eventDiscountModels.eventId,
        id: discountModels.id,
        name: discountModels.name,
        percent: discountModels.percent,
        rule: discountModels.rule,
      })
      .from(eventDiscountModels)
      .innerJoin(discountModels, eq(discountModels.id, eventDiscountModels.discountModelId))
      .where(inArray(eventDiscountModels.eventId, eventIds)),
  ]);
  const services = new Map(serviceRows.map((row) => [row.id, row]));
  const slotsOf = groupBy(slotRows, (row) => row.eventId);
  const stops = new Map(stopRows.map((row) => [`${row.eventId}:${row.stopId}`, row]));
  const discountsOf = groupBy(discountRows, (row) => row.eventId);

  const families = new Map<number, ChargeableFamily>();
  for (const row of rows) {
    const event = services.get(row.eventId)!;
    const family = families.get(row.customerId) ?? {
      customerId: row.customerId,
      personId: row.customerPersonId,
      member: row.member,
      grantedDiscountIds: new Set(row.grantedIds?.split(',').map(Number) ?? []),
      bookings: [],
    };
    families.set(row.customerId, family);
    const slots = slotsOf.get(row.eventId) ?? [];
    const chosenIds = row.chosenSlotIds?.split(',').map(Number);
    const chosen: { dayOfWeek: Weekday }[] = chosenIds
      ? slots.filter((slot) => chosenIds.includes(slot.id))
      : slots;
    // The family's stop: where the child gets on in the morning, off in the afternoon.
    const stopId = event.inbound ? row.startStopId : row.destinationStopId;
    const stop = stopId === null ? null : (stops.get(`${row.eventId}:${stopId}`) ?? null);
    family.bookings.push({
      bookingId: row.bookingId,
      participantId: row.participantId,
      participantName: `${row.givenName} ${row.familyName}`,
      participantBirthday: row.birthday,
      serviceName: event.serviceName,
      service: {
        businessArea: event.businessArea,
        startDate: event.serviceStart,
        endDate: event.serviceEnd,
        memberPrice: event.memberPrice,
        totalPrice: event.totalPrice,
        singlePrice: event.singlePrice,
        singleReducedPrice: event.singleReducedPrice,
        vatPercent: event.vat,
      },
      startDate: row.startDate,
      endDate: row.endDate,
      individualPrice: row.individualPrice,
      stop: event.businessArea === 'SCHOOL_BUS' ? stop : null,
      chosen,
      partial: chosen.length < slots.length,
      discounts: (discountsOf.get(row.eventId) ?? []).map(
        ({ id, name, percent, rule }): OfferedDiscount => ({ id, name, percent, rule }),
      ),
    });
  }
  return [...families.values()];
}
