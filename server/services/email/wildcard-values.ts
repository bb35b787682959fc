import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { TemplateLanguage } from '../../../shared/model/email';
import type { Weekday } from '../../../shared/model/enums';
import type { Reader } from '../../db/database';
import {
  bookings,
  eventRecurrences,
  events,
  locations,
  participantClasses,
  participants,
  persons,
  schoolYears,
} from '../../db/schema';
import type { WildcardValues } from './render-email';
import type { ResolvedRecipient } from './resolve-recipients';

const INTL_LOCALE: Record<TemplateLanguage, string> = { EN: 'en-GB', DE: 'de-DE' };

/** A date `yyyy-MM-dd` as the language writes it (14 Sept 2026, 14.09.2026). */
export function formatMailDate(date: string | null, language: TemplateLanguage): string {
  if (!date) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A moment in the school's zone and the mail's language: "7 Dec 2026, 14:30". */
export function formatMailMoment(
  instant: Date,
  language: TemplateLanguage,
  timeZone: string,
): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(instant);
}

function formatPrice(amount: number | null, language: TemplateLanguage): string {
  if (amount === null) return '';
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'currency',
    currency: 'EUR',
  }).format(amount);
}

const WEEKDAY_INDEX: Record<Weekday, number> = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
  SUNDAY: 7,
};

function weekdayName(day: Weekday, language: TemplateLanguage): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, WEEKDAY_INDEX[day]));
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(date);
}

const SALUTATIONS: Record<TemplateLanguage, { female: string; male: string; other: string }> = {
  EN: { female: 'Dear Ms {family}', male: 'Dear Mr {family}', other: 'Dear {given} {family}' },
  DE: {
    female: 'Sehr geehrte Frau {family}',
    male: 'Sehr geehrter Herr {family}',
    other: 'Guten Tag {given} {family}',
  },
};

/** The recipient's own wildcards. */
export function recipientValues(
  recipient: ResolvedRecipient,
  language: TemplateLanguage,
  publicUrl: string,
): WildcardValues {
  const forms = SALUTATIONS[language];
  const form =
    recipient.gender === 'FEMALE'
      ? forms.female
      : recipient.gender === 'MALE'
        ? forms.male
        : forms.other;
  return {
    salutation: form
      .replace('{given}', recipient.givenName)
      .replace('{family}', recipient.familyName),
    givenName: recipient.givenName,
    familyName: recipient.familyName,
    fullName: `${recipient.givenName} ${recipient.familyName}`,
    email: recipient.email,
    portalLink: `${publicUrl}/`,
  };
}

/** The chosen service's wildcards in each language; 404-free: an unknown id gives none. */
export async function loadEventValues(
  db: Reader,
  eventId: number | null,
): Promise<Record<TemplateLanguage, WildcardValues> | null> {
  if (eventId === null) return null;
  const [event] = await db
    .select({
      name: events.name,
      startDate: events.startDate,
      endDate: events.endDate,
      singlePrice: events.singlePrice,
      totalPrice: events.totalPrice,
      location: locations.name,
      room: locations.room,
    })
    .from(events)
    .leftJoin(locations, eq(locations.id, events.locationId))
    .where(eq(events.id, eventId));
  if (!event) return null;
  const slots = await db
    .select({
      day: eventRecurrences.dayOfWeek,
      time: eventRecurrences.time,
      endTime: eventRecurrences.endTime,
    })
    .from(eventRecurrences)
    .where(eq(eventRecurrences.eventId, eventId));
  slots.sort((a, b) => WEEKDAY_INDEX[a.day] - WEEKDAY_INDEX[b.day] || a.time.localeCompare(b.time));
  const valuesIn = (language: TemplateLanguage): WildcardValues => ({
    eventName: event.name,
    eventStartDate: formatMailDate(event.startDate, language),
    eventEndDate: formatMailDate(event.endDate, language),
    eventTimes: slots
      .map(
        (slot) =>
          `${weekdayName(slot.day, language)} ${slot.time}${slot.endTime ? `–${slot.endTime}` : ''}`,
      )
      .join(', '),
    eventLocation: event.location ? `${event.location}${event.room ? `, ${event.room}` : ''}` : '',
    eventPrice: formatPrice(event.totalPrice ?? event.singlePrice, language),
  });
  return { EN: valuesIn('EN'), DE: valuesIn('DE') };
}

/** The chosen child's wildcards (its class in the school year holding `today`). */
export async function loadParticipantValues(
  db: Reader,
  participantId: number | null,
  today: string,
): Promise<WildcardValues | null> {
  if (participantId === null) return null;
  const [child] = await db
    .select({ givenName: persons.givenName, familyName: persons.familyName })
    .from(participants)
    .innerJoin(persons, eq(persons.id, participants.personId))
    .where(eq(participants.id, participantId));
  if (!child) return null;
  const [clazz] = await db
    .select({ grade: participantClasses.grade, postfix: participantClasses.postfix })
    .from(participantClasses)
    .innerJoin(schoolYears, eq(schoolYears.id, participantClasses.schoolYearId))
    .where(
      and(eq(participantClasses.participantId, participantId), lte(schoolYears.startDate, today)),
    )
    .orderBy(desc(schoolYears.startDate))
    .limit(1);
  return {
    participantGivenName: child.givenName,
    participantFamilyName: child.familyName,
    participantClass: clazz
      ? `${clazz.grade}${clazz.postfix && clazz.postfix !== 'UNKNOWN' ? ` ${clazz.postfix}` : ''}`
      : '',
  };
}

/**
 * Each family's current bookings (accepted, pending or waiting, not ended before `today`), one
 * line per booking in each language: "Anna: Chess Club (from 14 Sept 2026)".
 */
export async function loadFamilyBookings(
  db: Reader,
  customerIds: number[],
  today: string,
): Promise<Map<number, Record<TemplateLanguage, string>>> {
  const lines = new Map<number, Record<TemplateLanguage, string>>();
  if (customerIds.length === 0) return lines;
  const rows = await db
    .select({
      customerId: participants.customerId,
      child: bookings.participantGivenName,
      service: events.name,
      startDate: bookings.startDate,
    })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        inArray(participants.customerId, customerIds),
        inArray(bookings.bookingStatus, ['ACCEPTED', 'PENDING', 'WAITING_LIST']),
        or(isNull(bookings.endDate), gte(bookings.endDate, today)),
      ),
    )
    .orderBy(asc(bookings.participantGivenName), asc(bookings.startDate), asc(events.name));
  for (const row of rows) {
    if (row.customerId === null) continue;
    const current = lines.get(row.customerId) ?? { EN: '', DE: '' };
    const line = (language: TemplateLanguage, from: string) =>
      `${row.child}: ${row.service}${row.startDate ? ` (${from} ${formatMailDate(row.startDate, language)})` : ''}`;
    current.EN = [current.EN, line('EN', 'from')].filter(Boolean).join('\n');
    current.DE = [current.DE, line('DE', 'ab')].filter(Boolean).join('\n');
    lines.set(row.customerId, current);
  }
  return lines;
}
