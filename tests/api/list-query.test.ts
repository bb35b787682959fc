import { eq, gte, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../server/db/database';
import { containsPattern, listPage } from '../../server/db/list-query';
import { locations } from '../../server/db/schema';
import type { AppEnv } from '../../server/http/env';
import { onError } from '../../server/http/on-error';
import { queryOf } from '../../server/http/validate';
import {
  choiceText,
  listQuerySchema,
  MAX_PAGE_SIZE,
  type ListQuery,
} from '../../shared/model/list';
import { openTestDatabase } from './support/test-database';

let database: OpenedDatabase;
let ids: number[];

// Rooms repeat on purpose so that ordering by room needs the id to stay stable.
const ROWS = [
  { name: 'Gym', room: 'B', capacity: 30 },
  { name: 'Art 50%', room: 'A', capacity: 12 },
  { name: 'Music_1', room: 'B', capacity: 20 },
  { name: 'Musical 2', room: 'A', capacity: 20 },
  { name: 'Library', room: 'B', capacity: 0 },
  { name: 'Back\\slash', room: 'C', capacity: 5 },
];

beforeAll(async () => {
  database = await openTestDatabase();
  const inserted = await database.db.insert(locations).values(ROWS).returning();
  ids = inserted.map((row) => row.id);
});
afterAll(() => database.close());

const query = (change: Partial<ListQuery<'name' | 'room' | 'capacity'>> = {}) => ({
  page: 1,
  pageSize: 25,
  orderBy: 'name' as 'name' | 'room' | 'capacity',
  asc: true,
  ...change,
});

const page = (change: Parameters<typeof query>[0] = {}, withTotal = false) => {
  const { db } = database;
  return listPage(
    db,
    db.select({ id: locations.id, name: locations.name }).from(locations).$dynamic(),
    query(change),
    {
      orderColumns: { name: locations.name, room: locations.room, capacity: locations.capacity },
      id: locations.id,
      where: inArray(locations.id, ids),
      searchColumns: [locations.name, locations.room],
      withTotal,
    },
  );
};

const names = async (change: Parameters<typeof query>[0] = {}) =>
  (await page(change)).items.map((row) => row.name);

describe('listPage on the real database', () => {
  it('orders by the allowed column, either way', async () => {
    expect(await names({ orderBy: 'capacity', pageSize: 3 })).toEqual([
      'Library',
      'Back\\slash',
      'Art 50%',
    ]);
    expect(await names({ orderBy: 'capacity', asc: false, pageSize: 1 })).toEqual(['Gym']);
  });

  it('breaks ties by id, so pages never repeat or skip a row', async () => {
    const byRoom = [1, 2, 3].map((number) => names({ orderBy: 'room', pageSize: 2, page: number }));
    expect((await Promise.all(byRoom)).flat()).toEqual([
      'Art 50%',
      'Musical 2',
      'Gym',
      'Music_1',
      'Library',
      'Back\\slash',
    ]);
    // Descending keeps the id ascending among equals: the order is the same on every call.
    expect(await names({ orderBy: 'room', asc: false })).toEqual([
      'Back\\slash',
      'Gym',
      'Music_1',
      'Library',
      'Art 50%',
      'Musical 2',
    ]);
  });

  it('answers the page asked for with a total only when asked', async () => {
    expect(await page({ page: 2, pageSize: 4 })).toEqual({
      items: [
        { id: ids[2], name: 'Music_1' },
        { id: ids[3], name: 'Musical 2' },
      ],
      page: 2,
      pageSize: 4,
    });
    const counted = await page({ page: 2, pageSize: 4 }, true);
    expect(counted.total).toBe(6);
    expect(counted.items).toHaveLength(2);
    expect(await page({ page: 9 }, true)).toEqual({ items: [], total: 6, page: 9, pageSize: 25 });
  });

  it('searches case-insensitively, with % _ and \\ taken literally', async () => {
    expect(await names({ search: 'music' })).toEqual(['Music_1', 'Musical 2']);
    expect(await names({ search: '_' })).toEqual(['Music_1']);
    expect(await names({ search: '%' })).toEqual(['Art 50%']);
    expect(await names({ search: '\\' })).toEqual(['Back\\slash']);
    expect(await names({ search: 'c' })).toEqual(['Back\\slash', 'Music_1', 'Musical 2']);
    const counted = await page({ search: 'mus', pageSize: 1 }, true);
    expect(counted.total).toBe(2);
  });

  it('combines the search with the endpoint filter and counts both', async () => {
    const { db } = database;
    const answer = await listPage(
      db,
      db.select({ name: locations.name }).from(locations).$dynamic(),
      query({ search: 'mus' }),
      {
        orderColumns: { name: locations.name, room: locations.room, capacity: locations.capacity },
        id: locations.id,
        where: gte(locations.capacity, 20),
        searchColumns: [locations.name],
        withTotal: true,
      },
    );
    expect(answer).toEqual({
      items: [{ name: 'Music_1' }, { name: 'Musical 2' }],
      total: 2,
      page: 1,
      pageSize: 25,
    });
    const [gym] = await db.select().from(locations).where(eq(locations.name, 'Gym'));
    expect(gym?.capacity).toBe(30);
  });

  it('escapes a LIKE pattern', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('listQuerySchema through queryOf', () => {
  const schema = listQuerySchema({
    orderBy: ['name', 'capacity'],
    search: true,
    filters: { room: v.optional(choiceText(['A', 'B', 'C'])) },
  });
  const app = new Hono<AppEnv>()
    .get('/list', queryOf(schema), (c) => c.json(c.req.valid('query')))
    .onError(onError);

  it('fills in the defaults and turns strings into numbers and booleans', async () => {
    const response = await app.request('/list');
    expect(await response.json()).toEqual({ page: 1, pageSize: 25, orderBy: 'name', asc: true });
    const given = await app.request(
      '/list?page=3&pageSize=200&orderBy=capacity&asc=false&search=%20gym%20&room=B',
    );
    expect(await given.json()).toEqual({
      page: 3,
      pageSize: 200,
      orderBy: 'capacity',
      asc: false,
      search: 'gym',
      room: 'B',
    });
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    [`pageSize=${MAX_PAGE_SIZE + 1}`, 'pageSize'],
    ['orderBy=password', 'orderBy'],
    ['asc=yes', 'asc'],
    ['room=D', 'room'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('answers 400 with the field for %s', async (text, path) => {
    const response = await app.request(`/list?${text}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path)).toEqual([path]);
  });
});
