import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailRecipientCandidate } from '../../shared/model/email';
import { bookings, participantClasses, participants } from '../../server/db/schema';
import { findSchoolYearInBookingPhase } from '../../server/services/event/booking-phase';
import type { ErrorBody } from '../../shared/model/errors';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs('admin@kitebook.test');
});
afterAll(() => t.close());

const find = async (body: unknown, headers = admin) =>
  t.call('PUT', '/api/email-template/recipients', { body, headers });

describe('PUT /api/email-template/recipients (the composer’s filters)', () => {
  it("answers a service's families once each, as customers", async () => {
    const db = t.database.db;
    const [booked] = await db
      .select({ eventId: bookings.eventId })
      .from(bookings)
      .where(notInArray(bookings.bookingStatus, ['CANCELED', 'CANCELED_IMMEDIATELY']))
      .limit(1);
    const expected = await db
      .selectDistinct({ id: participants.customerId })
      .from(bookings)
      .innerJoin(participants, eq(participants.id, bookings.participantId))
      .where(
        and(
          eq(bookings.eventId, booked!.eventId),
          notInArray(bookings.bookingStatus, ['CANCELED', 'CANCELED_IMMEDIATELY']),
        ),
      );
    const response = await find({ eventId: booked!.eventId });
    expect(response.status).toBe(200);
    const found = (await response.json()) as EmailRecipientCandidate[];
    expect(found.every((r) => r.type === 'CUSTOMER')).toBe(true);
    expect(found.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.id!).sort((a, b) => a - b),
    );
    expect(found.every((r) => r.valid === /@/.test(r.email))).toBe(true);
  });

  it("answers a grade's children of the booking-phase year as participants", async () => {
    const db = t.database.db;
    const year = await findSchoolYearInBookingPhase(db, new Date());
    const inGrade = await db
      .select({ id: participantClasses.participantId })
      .from(participantClasses)
      .where(
        and(
          eq(participantClasses.schoolYearId, year!.id),
          inArray(participantClasses.grade, ['P3']),
        ),
      );
    const found = (await (await find({ grades: ['P3'] })).json()) as EmailRecipientCandidate[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.type === 'PARTICIPANT')).toBe(true);
    const ids = new Set(inGrade.map((row) => row.id));
    expect(found.every((r) => ids.has(r.id))).toBe(true);
  });

  it('refuses a grade that does not exist, and is ADMIN only', async () => {
    const refused = await find({ grades: ['X9'] });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as ErrorBody;
    expect(body.issues?.[0]?.path).toMatch(/^grades/);
    const parent = await t.authAs('parent@kitebook.test');
    expect((await find({ grades: ['P3'] }, parent)).status).toBe(403);
  });
});
