import { describe, expect, it } from 'vitest';
import type { BookingRecord } from '../../shared/model/booking-record';
import { bookings } from '../../server/db/schema';
import { bookingBed, DEMO_INSTRUCTOR } from './support/booking-bed';
import type { TestApp } from './support/test-app';

/** The booking dialog's read (GET /api/booking/{id}); its saves: booking-dialog-save.test.ts. */

let t: TestApp;
const { family, service, teach } = bookingBed('dialog', (app) => (t = app));
const ADMIN = 'admin@kitebook.test';
const INSTRUCTOR = DEMO_INSTRUCTOR;

/** A stored booking straight in the database, as the list's rows are. */
async function booked(participantId: number, eventId: number, fields: object = {}) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      participantId,
      eventId,
      bookingStatus: 'ACCEPTED',
      notes: 'Allergic to nuts',
      cancellationNotes: 'office only',
      individualPrice: 12.5,
      ...fields,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

const read = async (id: number, login: string) =>
  t.call('GET', `/api/booking/${id}`, { headers: await t.authAs(login) });

describe('GET /api/booking/{id}', () => {
  it('answers the office every field with the service dates and slots', async () => {
    const child = await family();
    const s = await service();
    const id = await booked(child.participantId, s.id);
    const response = await read(id, ADMIN);
    expect(response.status).toBe(200);
    const record = (await response.json()) as BookingRecord;
    expect(record).toMatchObject({
      id,
      version: 0,
      participantId: child.participantId,
      participantName: `Kid ${child.login}`,
      bookingStatus: 'ACCEPTED',
      individualPrice: 12.5,
      notes: 'Allergic to nuts',
      cancellationNotes: 'office only',
      sendEmail: false,
      service: { id: s.id, businessArea: 'ECA' },
    });
    expect(record.service.slots.map((slot) => slot.id)).toEqual(s.recurrenceIds);
  });

  it('answers the family its own booking without the office fields and notes', async () => {
    const child = await family();
    const s = await service();
    const id = await booked(child.participantId, s.id);
    const response = await read(id, child.login);
    expect(response.status).toBe(200);
    const record = (await response.json()) as BookingRecord;
    expect(record).toMatchObject({
      id,
      individualPrice: null,
      notes: null,
      cancellationNotes: null,
      registrationDate: null,
    });
  });

  it('refuses another family, also for guessed ids, and answers 404 for none', async () => {
    const child = await family();
    const other = await family();
    const s = await service();
    const id = await booked(child.participantId, s.id);
    expect((await read(id, other.login)).status).toBe(403);
    expect((await read(id + 1000, other.login)).status).toBe(404);
  });

  it('lets an instructor read the bookings of their services only, with the notes', async () => {
    const child = await family();
    const taught = await service();
    const untaught = await service();
    await teach(taught.id);
    const mine = await read(await booked(child.participantId, taught.id), INSTRUCTOR);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ notes: 'Allergic to nuts', individualPrice: null });
    expect((await read(await booked(child.participantId, untaught.id), INSTRUCTOR)).status).toBe(
      403,
    );
  });
});
