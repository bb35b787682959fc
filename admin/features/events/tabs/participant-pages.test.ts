import { describe, expect, it } from 'vitest';
import type { EventParticipantRow } from '../../../../shared/model/event-record';
import { NO_PAGES, withPage } from './participant-pages';

const row = (bookingId: number): EventParticipantRow => ({
  id: bookingId + 100,
  bookingId,
  givenName: `Given ${bookingId}`,
  familyName: 'Family',
  registrationDate: '2026-09-01',
  bookingStatus: 'ACCEPTED',
  clazz: 'P3 B',
});
const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, at) => row(from + at));

describe('withPage', () => {
  it('appends pages until a short one ends the list', () => {
    const first = withPage(NO_PAGES, { items: rows(1, 20), page: 1, pageSize: 20 });
    expect(first).toEqual(expect.objectContaining({ page: 1, complete: false }));
    const second = withPage(first, { items: rows(21, 20), page: 2, pageSize: 20 });
    const last = withPage(second, { items: rows(41, 5), page: 3, pageSize: 20 });
    expect(last.rows).toHaveLength(45);
    expect(last.complete).toBe(true);
  });

  it('ends on an empty page and on reaching the total', () => {
    const full = withPage(NO_PAGES, { items: rows(1, 20), page: 1, pageSize: 20 });
    expect(withPage(full, { items: [], page: 2, pageSize: 20 }).complete).toBe(true);
    expect(
      withPage(NO_PAGES, { items: rows(1, 20), page: 1, pageSize: 20, total: 20 }).complete,
    ).toBe(true);
    expect(withPage(NO_PAGES, { items: [], page: 1, pageSize: 20 })).toEqual(
      expect.objectContaining({ rows: [], complete: true }),
    );
  });

  it('skips bookings already shown', () => {
    const first = withPage(NO_PAGES, { items: rows(1, 20), page: 1, pageSize: 20 });
    const second = withPage(first, { items: rows(20, 20), page: 2, pageSize: 20 });
    expect(second.rows.map((r) => r.bookingId)).toEqual(rows(1, 39).map((r) => r.bookingId));
  });
});
