import { eq, inArray } from 'drizzle-orm';
import type { TemplateLanguage } from '../../../shared/model/email';
import type { BookingStatus } from '../../../shared/model/enums';
import { EMAIL_PATTERN } from '../../../shared/rules/email';
import type { Database, Transaction } from '../../db/database';
import { bookings, emailOutbox, events, participants } from '../../db/schema';
import { readPublicConfig } from '../config/read-configuration';
import { findEmailTemplate } from './email-templates';
import { renderEmail, type TemplateTexts, type WildcardValues } from './render-email';
import { resolveRecipients } from './resolve-recipients';
import { sanitizeEmailBody } from './sanitize-email-body';
import {
  formatMailDate,
  formatMailMoment,
  loadEventValues,
  loadParticipantValues,
  recipientValues,
} from './wildcard-values';

/** The protective template of each mail a booking sends (migration 0017 adds them in en and de). */
export const BOOKING_MAIL_TEMPLATES = {
  received: 'Booking received',
  accepted: 'Booking accepted',
  declined: 'Booking declined',
  cancelled: 'Booking cancelled',
  cancelledImmediately: 'Booking cancelled immediately',
  offer: 'Waiting-list offer',
  serviceCancelled: 'Service cancelled',
  reminder: 'Service reminder',
} as const;
export type BookingMailKind = keyof typeof BOOKING_MAIL_TEMPLATES;

/** One mail to queue: the booking, which mail, and for a reminder the service's text. */
export interface BookingMail {
  bookingId: number;
  kind: BookingMailKind;
  /** A reminder's rich text (spec 002 §2.1 Email tab), put under the template's body. */
  reminderText?: string;
}

/** What rendering a booking's mail reads besides the database. */
export interface BookingMailOptions {
  publicUrl: string;
  timeZone: string;
  today: string;
}

/** The mail a status a booking moved to sends, if any (an office save, a new booking). */
export function mailForStatus(status: BookingStatus): BookingMailKind | null {
  switch (status) {
    case 'PENDING':
      return 'received';
    case 'ACCEPTED':
      return 'accepted';
    case 'CANCELED':
      return 'cancelled';
    case 'CANCELED_IMMEDIATELY':
      return 'cancelledImmediately';
    default:
      return null;
  }
}

const STATUS_WORDS: Record<TemplateLanguage, Record<BookingStatus, string>> = {
  EN: {
    ACCEPTED: 'accepted',
    PENDING: 'requested',
    CANCELED: 'cancelled',
    CANCELED_IMMEDIATELY: 'cancelled with immediate effect',
    WAITING_LIST: 'on the waiting list',
    FINISHED: 'finished',
  },
  DE: {
    ACCEPTED: 'bestätigt',
    PENDING: 'angefragt',
    CANCELED: 'storniert',
    CANCELED_IMMEDIATELY: 'mit sofortiger Wirkung storniert',
    WAITING_LIST: 'auf der Warteliste',
    FINISHED: 'beendet',
  },
};

/** The addresses of a service's notification field (commas, semicolons or spaces between). */
export const notificationAddresses = (field: string | null) =>
  (field ?? '').split(/[\s,;]+/).filter((address) => EMAIL_PATTERN.test(address));

/**
 * Queues the mails of bookings in the caller's transaction (issue 20.6), so a booking change
 * and its mail are stored together or not at all; the outbox worker sends them. Each goes to
 * the child's family in the family's language (as the composer decides it) with the
 * protective template of its kind, a plain-text part and a link to the booking's page; a copy
 * goes to each of the service's notification addresses. A booking whose family has no valid
 * address still sends the copies.
 */
export async function queueBookingMails(
  tx: Transaction | Database,
  mails: readonly BookingMail[],
  { publicUrl, timeZone, today }: BookingMailOptions,
): Promise<number> {
  if (mails.length === 0) return 0;
  const ids = [...new Set(mails.map((mail) => mail.bookingId))];
  const rows = await tx
    .select({
      id: bookings.id,
      status: bookings.bookingStatus,
      startDate: bookings.startDate,
      cancellationDate: bookings.cancellationDate,
      eventId: bookings.eventId,
      participantId: bookings.participantId,
      customerId: participants.customerId,
      notificationEmail: events.notificationEmail,
      eventStart: events.startDate,
      eventEnd: events.endDate,
      deadline: events.registrationDeadline,
      offerExpiresAt: bookings.offerExpiresAt,
    })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(inArray(bookings.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const config = await readPublicConfig(tx as Database, timeZone);
  const families = await resolveRecipients(
    tx,
    [...new Set(rows.flatMap((row) => (row.customerId ? [row.customerId] : [])))].map((id) => ({
      id,
      type: 'CUSTOMER' as const,
    })),
    { types: ['CUSTOMER'], fallback: config.defaultLocale === 'de' ? 'DE' : 'EN' },
  );
  const familyOf = new Map(families.map((family) => [family.id, family]));
  const cache = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, load());
    return cache.get(key) as Promise<T>;
  };

  const outbox: (typeof emailOutbox.$inferInsert)[] = [];
  for (const mail of mails) {
    const booking = byId.get(mail.bookingId);
    if (!booking) continue;
    const family = booking.customerId ? familyOf.get(booking.customerId) : undefined;
    const language: TemplateLanguage =
      family?.language ?? (config.defaultLocale === 'de' ? 'DE' : 'EN');
    const template = await once(`t:${mail.kind}:${language}`, () =>
      findEmailTemplate(tx, BOOKING_MAIL_TEMPLATES[mail.kind], language),
    );
    if (!template) continue;
    const [eventValues, childValues] = await Promise.all([
      once(`e:${booking.eventId}`, () => loadEventValues(tx, booking.eventId)),
      once(`p:${booking.participantId}`, () =>
        loadParticipantValues(tx, booking.participantId, today),
      ),
    ]);
    const link = `${publicUrl}/my/bookings/${booking.id}`;
    const values: WildcardValues = {
      ...(family ? recipientValues(family, language, publicUrl) : {}),
      ...(eventValues?.[language] ?? {}),
      ...(childValues ?? {}),
      startDate: formatMailDate(booking.startDate ?? booking.eventStart, language),
      bookingStatus: STATUS_WORDS[language][booking.status],
      cancellationDate: formatMailDate(booking.cancellationDate ?? today, language),
      offerDeadline: booking.offerExpiresAt
        ? formatMailMoment(booking.offerExpiresAt, language, timeZone)
        : formatMailDate(offerDeadline(booking, today), language),
      bookingLink: link,
      offerLink: link,
    };
    const texts: TemplateTexts = {
      subject: template.subject,
      body: mail.reminderText
        ? `${template.body}${sanitizeEmailBody(mail.reminderText)}`
        : template.body,
      style: template.style,
    };
    const rendered = renderEmail({
      template: texts,
      values,
      language,
      productName: config.productName,
    });
    const message = {
      language,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
    };
    if (family?.valid)
      outbox.push({ ...message, recipient: family.email, recipientPersonId: family.personId });
    for (const address of notificationAddresses(booking.notificationEmail))
      outbox.push({ ...message, recipient: address, recipientPersonId: null });
  }
  if (outbox.length > 0) await tx.insert(emailOutbox).values(outbox);
  return outbox.length;
}

/**
 * Until when a waiting-list offer holds: its deadline (issue 23.5); for a booking without one
 * (a mail queued by hand) the service's registration deadline, else the
 * day before it ends, never before today (the portal takes it while a place is free).
 */
function offerDeadline(
  booking: { deadline: string | null; eventEnd: string | null },
  today: string,
): string {
  const last = booking.deadline ?? booking.eventEnd ?? today;
  return last < today ? today : last;
}

/** What a booking change reads besides its mails' options: the request's clock (offers). */
export interface BookingChangeOptions extends BookingMailOptions {
  now: Date;
}

/** The options of a service that changes bookings: with `mail`, its mails are queued. */
export interface WithBookingMail {
  mail?: BookingChangeOptions;
}
