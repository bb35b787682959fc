import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { choiceText, listQuerySchema } from '../../../shared/model/list';
import { changeListQuery, readListQuery, writeListQuery } from './list-url';

const schema = listQuerySchema({
  orderBy: ['name', 'capacity'],
  search: true,
  filters: { room: v.optional(choiceText(['A', 'B'])) },
});

describe('the list query in the URL', () => {
  it('reads the defaults from an empty search', () => {
    expect(readListQuery(schema, '')).toEqual({
      page: 1,
      pageSize: 25,
      orderBy: 'name',
      asc: true,
    });
  });

  it('reads what the URL says, typed', () => {
    expect(
      readListQuery(schema, '?page=2&pageSize=50&orderBy=capacity&asc=false&search=gym&room=B'),
    ).toEqual({ page: 2, pageSize: 50, orderBy: 'capacity', asc: false, search: 'gym', room: 'B' });
  });

  it('drops only the values the schema refuses', () => {
    expect(readListQuery(schema, 'page=0&pageSize=9999&orderBy=secret&room=B&x=1')).toEqual({
      page: 1,
      pageSize: 25,
      orderBy: 'name',
      asc: true,
      room: 'B',
    });
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const query = { ...readListQuery(schema, ''), orderBy: 'capacity' as const, asc: false };
    expect(writeListQuery(schema, query)).toBe('orderBy=capacity&asc=false');
    expect(writeListQuery(schema, readListQuery(schema, ''))).toBe('');
    const full = { page: 3, pageSize: 10, orderBy: 'name' as const, asc: true, search: 'a b&c' };
    expect(readListQuery(schema, writeListQuery(schema, full))).toEqual(full);
  });

  it('reads another name of a filter as the filter, its own name first', () => {
    const aliases = { plan: 'room' };
    expect(readListQuery(schema, 'plan=B', aliases)).toMatchObject({ room: 'B' });
    expect(readListQuery(schema, 'plan=B&room=A', aliases)).toMatchObject({ room: 'A' });
    expect(readListQuery(schema, 'plan=C', aliases)).not.toHaveProperty('room');
    expect(writeListQuery(schema, readListQuery(schema, 'plan=B', aliases))).toBe('room=B');
  });

  it('goes back to the first page when anything but the page changes', () => {
    const query = { page: 4, pageSize: 25, orderBy: 'name', asc: true };
    expect(changeListQuery(query, { asc: false })).toMatchObject({ page: 1, asc: false });
    expect(changeListQuery(query, { page: 5 })).toMatchObject({ page: 5 });
  });
});
