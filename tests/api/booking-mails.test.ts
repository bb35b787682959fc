import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_TIME_ZONE, todayIn } from '../../shared/model/school-time';
import {
  bookings,
  customers,
  emailOutbox,
  eventReminderTexts,
  events,
  participants,
  personLanguages,
  persons,
} from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { createEmailQueue } from '../../server/mail/email-queue';
import { createMailer } from '../../server/mail/mailer';
import { offerFreedPlaces } from '../../server/services/booking/waiting-list/offer-places';
import { queueDueReminders } from '../../server/services/email/booking-reminders';
import { startSmtpSink } from './support/smtp-sink';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Record<string, string>;
const logger = createLogger('error');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs('admin@kitebook.test');
});
afterAll(() => t.close());

/** A booking of a status whose family has an address, with the family's person. */
async function bookingIn(status: 'PENDING' | 'ACCEPTED', skip = 0) {
  const [row] = await t.database.db
    .select({
      id: bookings.id,
      version: bookings.version,
      eventId: bookings.eventId,
      personId: persons.id,
      email: persons.email,
    })
    .from(bookings)
    .innerJoin(participants, eq(participants.id, bookings.participantId))
    .innerJoin(customers, eq(customers.id, participants.customerId))
    .innerJoin(persons, eq(persons.id, customers.personId))
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        eq(bookings.bookingStatus, status),
        isNotNull(persons.email),
        sql`${events.canceledAt} is null`,
      ),
    )
    .orderBy(bookings.id)
    .offset(skip)
    .limit(1);
  return row!;
}

async function speaks(personId: number, language: 'EN' | 'DE') {
  await t.database.db.delete(personLanguages).where(eq(personLanguages.personId, personId));
  await t.database.db.insert(personLanguages).values({ personId, language });
}

/** The outbox rows queued after `since` (an outbox id). */
const queuedAfter = (since: number) =>
  t.database.db.select().from(emailOutbox).where(gt(emailOutbox.id, since)).orderBy(emailOutbox.id);

async function lastOutboxId() {
  const [row] = await t.database.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row?.id ?? 0;
}

const put = (path: string, body: unknown) => t.call('PUT', path, { headers: admin, body });

describe('the mails bookings send (issue 20.6)', { timeout: 120_000 }, () => {
  it('accepting with sendEmail mails the family in its language, with a text part and the booking’s link, over SMTP', async () => {
    const booking = await bookingIn('PENDING');
    await speaks(booking.personId, 'DE');
    const since = await lastOutboxId();
    const response = await put('/api/booking/decide-requests', {
      ids: [booking.id],
      decision: 'accept',
      sendEmail: true,
    });
    expect(response.status).toBe(200);
    // Copies to the service's notification addresses aside, one mail: the family's.
    const [mail, ...more] = (await queuedAfter(since)).filter((r) => r.recipientPersonId !== null);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ recipient: booking.email, language: 'DE', status: 'WAITING' });
    expect(mail!.subject).toMatch(/^Buchung bestätigt: /);
    expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/my/bookings/${booking.id}`);
    expect(mail!.html).toContain(`href="${TEST_PUBLIC_URL}/my/bookings/${booking.id}"`);

    const sink = await startSmtpSink();
    const mailer = createMailer({
      db: t.database.db,
      logger,
      smtpUrl: sink.url,
      from: 'noreply@kitebook.test',
    });
    const queue = createEmailQueue({ db: t.database.db, mailer, logger, pollMs: 30 });
    try {
      queue.start();
      await queue.idle();
      const got = sink.messages.filter((m) => m.to.includes(booking.email!));
      expect(got).toHaveLength(1);
      expect(got[0]!.decoded).toContain('Content-Type: text/plain');
      expect(got[0]!.decoded).toContain('Content-Type: text/html');
      expect(got[0]!.decoded).toContain(`/my/bookings/${booking.id}`);
    } finally {
      await queue.stop();
      mailer.close();
      await sink.close();
    }
  });

  it('declining without sendEmail mails nobody; declining with it sends "declined"', async () => {
    const quiet = await bookingIn('PENDING');
    let since = await lastOutboxId();
    await put('/api/booking/decide-requests', { ids: [quiet.id], decision: 'decline' });
    const offers = (await queuedAfter(since)).filter((row) => row.recipient === quiet.email);
    expect(offers).toHaveLength(0);

    const told = await bookingIn('PENDING');
    await speaks(told.personId, 'EN');
    since = await lastOutboxId();
    await put('/api/booking/decide-requests', {
      ids: [told.id],
      decision: 'decline',
      sendEmail: true,
    });
    const mails = (await queuedAfter(since)).filter((row) => row.recipient === told.email);
    expect(mails.map((row) => row.subject)).toEqual([
      expect.stringMatching(/^Booking request declined: /),
    ]);
  });

  it('an office cancel mails the family and a copy to each of the service’s notification addresses', async () => {
    const booking = await bookingIn('ACCEPTED');
    await speaks(booking.personId, 'EN');
    await t.database.db
      .update(events)
      .set({ notificationEmail: 'office@kitebook.test, coach@kitebook.test', maximumNumber: null })
      .where(eq(events.id, booking.eventId));
    const since = await lastOutboxId();
    const response = await put('/api/booking/cancel-booking', {
      id: booking.id,
      version: booking.version,
      immediately: true,
      notes: '',
      sendEmail: true,
    });
    expect(response.status).toBe(200);
    const rows = await queuedAfter(since);
    const cancelled = rows.filter((row) =>
      /^Booking cancelled with immediate effect: /.test(row.subject),
    );
    expect(cancelled.map((row) => row.recipient).sort()).toEqual(
      [booking.email, 'coach@kitebook.test', 'office@kitebook.test'].sort(),
    );
  });

  it('a place freed by a cancel is offered to the waiting list in its language, with the offer deadline, once', async () => {
    // A service with two booked families: one cancels, the other waits for a place.
    const accepted = await t.database.db
      .select({
        id: bookings.id,
        version: bookings.version,
        eventId: bookings.eventId,
        personId: persons.id,
        email: persons.email,
      })
      .from(bookings)
      .innerJoin(participants, eq(participants.id, bookings.participantId))
      .innerJoin(customers, eq(customers.id, participants.customerId))
      .innerJoin(persons, eq(persons.id, customers.personId))
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(
        and(
          eq(bookings.bookingStatus, 'ACCEPTED'),
          isNotNull(persons.email),
          sql`${events.canceledAt} is null`,
        ),
      )
      .orderBy(desc(bookings.id));
    const pair = accepted.flatMap((first) => {
      const second = accepted.find(
        (other) => other.eventId === first.eventId && other.email !== first.email,
      );
      return second ? [[first, second] as const] : [];
    })[0];
    expect(pair).toBeDefined();
    const [leaving, waiting] = pair!;
    await speaks(waiting.personId, 'DE');
    await t.database.db
      .update(bookings)
      .set({ bookingStatus: 'WAITING_LIST' })
      .where(eq(bookings.id, waiting.id));
    const [held] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.eventId, leaving.eventId),
          inArray(bookings.bookingStatus, ['ACCEPTED', 'PENDING']),
        ),
      );
    // Full: the waiting family has no place until one is given up.
    await t.database.db
      .update(events)
      .set({ maximumNumber: held!.n, registrationDeadline: '2099-06-30', notificationEmail: null })
      .where(eq(events.id, leaving.eventId));
    const since = await lastOutboxId();
    const response = await put('/api/booking/cancel-booking', {
      id: leaving.id,
      version: leaving.version,
      immediately: true,
      notes: '',
      sendEmail: true,
    });
    expect(response.status).toBe(200);
    const offers = (await queuedAfter(since)).filter((row) => row.recipient === waiting.email);
    expect(offers.map((row) => row.subject)).toEqual([
      expect.stringMatching(/^Ein Platz ist frei: /),
    ]);
    // The offer holds for the configuration's 48 hours, named in the school's zone (issue 23.5).
    const deadline = new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: DEFAULT_SCHOOL_TIME_ZONE,
    }).format(new Date(t.clock.now.getTime() + 48 * 3_600_000));
    expect(offers[0]!.text).toContain(`bis zum ${deadline}`);
    expect(offers[0]!.html).toContain(`href="${TEST_PUBLIC_URL}/my/bookings/${waiting.id}"`);

    // Looking again while the offer is open sends that family no second offer.
    const again = await t.database.db.transaction((tx) =>
      offerFreedPlaces(tx, [leaving.eventId], {
        now: t.clock.now,
        mail: {
          publicUrl: TEST_PUBLIC_URL,
          timeZone: DEFAULT_SCHOOL_TIME_ZONE,
          // The app's today (the school's zone, the default of createTestApp).
          today: todayIn(DEFAULT_SCHOOL_TIME_ZONE, t.clock.now),
        },
      }),
    );
    expect(again).toEqual([]);
    expect(
      (await queuedAfter(since)).filter((row) => row.recipient === waiting.email),
    ).toHaveLength(1);
  });

  it('a refused change queues nothing (the mail goes with its change or not at all)', async () => {
    const booking = await bookingIn('ACCEPTED', 3);
    const since = await lastOutboxId();
    const stale = await put('/api/booking/cancel-booking', {
      id: booking.id,
      version: booking.version + 7,
      notes: '',
      sendEmail: true,
    });
    expect(stale.status).toBe(409);
    expect(await queuedAfter(since)).toHaveLength(0);
  });

  it('cancelling a service mails each booked family "service cancelled" in its language, over SMTP', async () => {
    const booking = await bookingIn('ACCEPTED', 10);
    await speaks(booking.personId, 'DE');
    const active = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.eventId, booking.eventId),
          inArray(bookings.bookingStatus, ['ACCEPTED', 'PENDING', 'WAITING_LIST']),
        ),
      );
    await t.database.db
      .update(events)
      .set({ notificationEmail: null })
      .where(eq(events.id, booking.eventId));
    const since = await lastOutboxId();
    const bad = await put(`/api/event/${booking.eventId}/cancel`, { sendEmail: 'yes' });
    expect(bad.status).toBe(400);
    const [untouched] = await t.database.db
      .select({ canceledAt: events.canceledAt })
      .from(events)
      .where(eq(events.id, booking.eventId));
    expect(untouched!.canceledAt).toBeNull();
    expect(await queuedAfter(since)).toHaveLength(0);

    const response = await put(`/api/event/${booking.eventId}/cancel`, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cancelledBookings: active.length });
    const rows = await queuedAfter(since);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => /^(Cancelled|Abgesagt): /.test(row.subject))).toBe(true);
    const record = await t.call('GET', `/api/event/${booking.eventId}/record`, { headers: admin });
    expect(await record.json()).toMatchObject({ canceled: true, activeBookings: 0 });
    expect((await put(`/api/event/${booking.eventId}/cancel`, {})).status).toBe(409);

    const sink = await startSmtpSink();
    const mailer = createMailer({
      db: t.database.db,
      logger,
      smtpUrl: sink.url,
      from: 'noreply@kitebook.test',
    });
    const queue = createEmailQueue({ db: t.database.db, mailer, logger, pollMs: 30 });
    try {
      queue.start();
      await queue.idle();
      const got = sink.messages.filter((m) => m.to.includes(booking.email!.toLowerCase()));
      expect(got).toHaveLength(1);
      expect(got[0]!.decoded).toContain('abgesagt wurde');
      expect(got[0]!.decoded).toContain(`/my/bookings/${booking.id}`);
    } finally {
      await queue.stop();
      mailer.close();
      await sink.close();
    }
  });

  it('sends a service’s reminder texts once, the set days before the first day', async () => {
    const booking = await bookingIn('ACCEPTED', 20);
    const [service] = await t.database.db
      .select({ start: sql<string>`coalesce(${bookings.startDate}, ${events.startDate})` })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(eq(bookings.id, booking.id));
    await t.database.db
      .insert(eventReminderTexts)
      .values({
        eventId: booking.eventId,
        name: 'sunCream',
        text: '<p>Bring <b>sun cream</b>.</p>',
      })
      .onConflictDoNothing();
    const options = { publicUrl: TEST_PUBLIC_URL, timeZone: 'Europe/Berlin', daysBefore: 2 };
    const dayBefore = new Date(Date.parse(`${service!.start}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const since = await lastOutboxId();
    const early = new Date(Date.parse(`${service!.start}T00:00:00Z`) - 10 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await queueDueReminders(t.database.db, { ...options, today: early });
    expect((await queuedAfter(since)).filter((r) => r.recipient === booking.email)).toHaveLength(0);
    expect(
      await queueDueReminders(t.database.db, { ...options, today: dayBefore }),
    ).toBeGreaterThan(0);
    const mine = (await queuedAfter(since)).filter((r) => r.recipient === booking.email);
    expect(
      mine.some((r) => r.text.includes('sun cream') && /^(Reminder|Erinnerung): /.test(r.subject)),
    ).toBe(true);
    const count = mine.length;
    await queueDueReminders(t.database.db, { ...options, today: dayBefore });
    expect((await queuedAfter(since)).filter((r) => r.recipient === booking.email)).toHaveLength(
      count,
    );
  });
});
