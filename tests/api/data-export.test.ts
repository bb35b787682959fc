import { eq, inArray } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  customers,
  documents,
  images,
  participants,
  persons,
  sentEmails,
  users,
} from '../../server/db/schema';
import { documentPath, picturePath } from '../../server/services/data-export/family-zip';
import { createTestApp, type TestApp } from './support/test-app';

const PARENT = 'parent@kitebook.test';
const MEMBER = 'member@kitebook.test';
const GUARDIAN = 'guardian@kitebook.test';
let t: TestApp;

interface Family {
  personIds: number[];
  bookingIds: number[];
  participantIds: number[];
}

/** The family of `login` as the database has it: its persons, children and their bookings. */
async function familyOf(login: string): Promise<Family> {
  const { db } = t.database;
  const [user] = await db
    .select({ personId: users.personId })
    .from(users)
    .where(eq(users.login, login));
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(customers.personId, user!.personId));
  const children = customer
    ? await db.select().from(participants).where(eq(participants.customerId, customer.id))
    : [];
  const childIds = children.map((child) => child.id);
  const booked =
    childIds.length === 0
      ? []
      : await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(inArray(bookings.participantId, childIds));
  return {
    personIds: [
      user!.personId,
      ...(customer?.spousePersonId ? [customer.spousePersonId] : []),
      ...children.map((child) => child.personId),
    ],
    bookingIds: booked.map((row) => row.id),
    participantIds: childIds,
  };
}

async function exportOf(login: string) {
  const response = await t.call('GET', '/api/data-export', { headers: await t.authAs(login) });
  expect(response.status, login).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="kitebook-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const json = <T>(name: string) => JSON.parse(strFromU8(files[name]!)) as T;
  return { files, json };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/data-export', () => {
  it('answers 401 signed out and 403 to roles without a family of their own', async () => {
    expect((await t.call('GET', '/api/data-export')).status).toBe(401);
    for (const login of [
      'admin@kitebook.test',
      'sysadmin@kitebook.test',
      'instructor@kitebook.test',
      'provider@kitebook.test',
    ]) {
      const response = await t.call('GET', '/api/data-export', {
        headers: await t.authAs(login),
      });
      expect(response.status, login).toBe(403);
    }
    const widget = await t.call('GET', '/api/data-export', {
      headers: await t.authAs(PARENT, { kind: 'WIDGET' }),
    });
    expect(widget.status).toBe(403);
  });

  it("gives the parent a zip of their family: the child's bookings, no other family's", async () => {
    const family = await familyOf(PARENT);
    const other = await familyOf(MEMBER);
    expect(family.bookingIds.length).toBeGreaterThan(0);
    expect(other.bookingIds.length).toBeGreaterThan(0);
    const { files, json } = await exportOf(PARENT);

    const index = json<{ files: string[] }>('export.json');
    for (const name of index.files) expect(files[name], name).toBeDefined();

    const booked =
      json<{ id: number; participantId: number; event: { name: string } }[]>('bookings.json');
    expect(booked.map((row) => row.id).sort()).toEqual([...family.bookingIds].sort());
    expect(booked.every((row) => family.participantIds.includes(row.participantId))).toBe(true);
    expect(booked.some((row) => other.bookingIds.includes(row.id))).toBe(false);
    expect(booked[0]!.event.name).not.toBe('');
    expect(booked.some((row) => 'notes' in row)).toBe(false);

    const people = json<{ id: number; contacts: unknown[] }[]>('persons.json');
    expect(people.map((person) => person.id).sort()).toEqual([...family.personIds].sort());
    const children = json<{ id: number }[]>('participants.json');
    expect(children.map((child) => child.id).sort()).toEqual([...family.participantIds].sort());
    const customer = json<{ personId: number; iban: string | null }>('customer.json');
    expect(customer.personId).toBe(family.personIds[0]);
    for (const name of ['classes.json', 'participant-persons.json', 'absences.json']) {
      const rows = json<{ participantId: number }[]>(name);
      expect(
        rows.every((row) => family.participantIds.includes(row.participantId)),
        name,
      ).toBe(true);
    }
    const mails = json<{ recipientPersonId: number }[]>('emails.json');
    expect(mails.every((mail) => family.personIds.includes(mail.recipientPersonId))).toBe(true);
  });

  it("holds the family's document files byte for byte, and only theirs", async () => {
    const family = await familyOf(PARENT);
    const { db } = t.database;
    const owned = await db
      .select({ id: documents.id, name: documents.name, content: documents.content })
      .from(documents)
      .where(inArray(documents.ownerPersonId, family.personIds));
    expect(owned.length).toBeGreaterThan(0);
    const { files, json } = await exportOf(PARENT);
    const listed = json<{ id: number; ownerPersonId: number }[]>('documents.json');
    expect(listed.map((row) => row.id).sort()).toEqual(owned.map((row) => row.id).sort());
    for (const document of owned) {
      expect(Buffer.from(files[documentPath(document)]!)).toEqual(
        Buffer.from(document.content ?? new Uint8Array()),
      );
    }
    const documentFiles = Object.keys(files).filter((name) => name.startsWith('documents/'));
    expect(documentFiles).toHaveLength(owned.length);
  });

  it("holds the family's pictures, and no other family's", async () => {
    const family = await familyOf(PARENT);
    const { db } = t.database;
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const [image] = await db
      .insert(images)
      .values({ mimeType: 'image/png', size: png.byteLength, content: png })
      .returning({ id: images.id });
    const childPersonId = family.personIds.at(-1)!;
    await db.update(persons).set({ imageId: image!.id }).where(eq(persons.id, childPersonId));

    const { files } = await exportOf(PARENT);
    const path = picturePath({
      personId: childPersonId,
      imageId: image!.id,
      mimeType: 'image/png',
    });
    expect(path).toBe(`pictures/${childPersonId}.png`);
    expect(Buffer.from(files[path]!)).toEqual(Buffer.from(png));
    const other = await exportOf(MEMBER);
    expect(other.files[path]).toBeUndefined();
  });

  it("gives another family their own data, never the parent's", async () => {
    const parent = await familyOf(PARENT);
    const member = await familyOf(MEMBER);
    const { json } = await exportOf(MEMBER);
    const booked = json<{ id: number }[]>('bookings.json').map((row) => row.id);
    expect(booked.sort()).toEqual([...member.bookingIds].sort());
    expect(booked.some((id) => parent.bookingIds.includes(id))).toBe(false);
    const people = json<{ id: number }[]>('persons.json').map((person) => person.id);
    expect(people.some((id) => parent.personIds.includes(id))).toBe(false);
  });

  it('gives a guardian without a customer record their own person and links only', async () => {
    const { json } = await exportOf(GUARDIAN);
    const [user] = await t.database.db
      .select({ personId: users.personId })
      .from(users)
      .where(eq(users.login, GUARDIAN));
    expect(json<{ id: number }[]>('persons.json').map((person) => person.id)).toEqual([
      user!.personId,
    ]);
    expect(json<unknown[]>('bookings.json')).toEqual([]);
    const links = json<{ personId: number }[]>('participant-persons.json');
    expect(links.every((link) => link.personId === user!.personId)).toBe(true);
    const mails = await t.database.db
      .select({ id: sentEmails.id })
      .from(sentEmails)
      .where(eq(sentEmails.recipientPersonId, user!.personId));
    expect(json<unknown[]>('emails.json')).toHaveLength(mails.length);
  });
});
