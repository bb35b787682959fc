import { describe, expect, it } from 'vitest';
import type { PresenceRow } from '../../../shared/model/presence';
import {
  changesOf,
  clockTimeIn,
  groupRows,
  hasConfirmedRow,
  tick,
  timesComplete,
  typeTime,
  visibleRows,
} from './presence-rows';

const presenceRow = (over: Partial<PresenceRow> = {}): PresenceRow => ({
  presenceId: null,
  bookingId: 1,
  participantId: 1,
  date: '2031-03-12',
  present: false,
  time: null,
  pickedUp: false,
  pickUpTime: null,
  penalty: false,
  bookingStatus: 'ACCEPTED',
  cancellationDate: null,
  absent: false,
  absentNotes: null,
  givenName: 'Ida',
  familyName: 'Berg',
  birthday: null,
  imageId: null,
  clazz: 'P3 EN A',
  comesFrom: null,
  goesTo: null,
  start: null,
  destination: null,
  stop: null,
  contactSet: [],
  ...over,
});

describe('ticks (spec 001 §4.5)', () => {
  it('fills the time when ticked and clears it when unticked', () => {
    const ticked = tick(presenceRow(), 'present', true, '14:02', false);
    expect(ticked).toMatchObject({ present: true, time: '14:02' });
    expect(tick(ticked, 'present', false, '14:09', false)).toMatchObject({
      present: false,
      time: null,
    });
    expect(tick(presenceRow(), 'pickedUp', true, '15:30', false)).toMatchObject({
      pickedUp: true,
      pickUpTime: '15:30',
    });
  });

  it('fills no time for the school bus', () => {
    expect(tick(presenceRow(), 'present', true, '07:31', true)).toMatchObject({
      present: true,
      time: null,
    });
  });

  it('marks the tick when a whole time is typed, not while typing', () => {
    expect(typeTime(presenceRow(), 'pickedUp', '15:')).toMatchObject({
      pickedUp: false,
      pickUpTime: '15:',
    });
    expect(typeTime(presenceRow(), 'pickedUp', '15:10')).toMatchObject({ pickedUp: true });
    expect(timesComplete([typeTime(presenceRow(), 'present', '14')])).toBe(false);
  });
});

describe('changesOf: only changed rows and fields are saved', () => {
  it('sends the changed fields of changed rows', () => {
    const loaded = [presenceRow({ bookingId: 1 }), presenceRow({ bookingId: 2 })];
    const edited = [tick(loaded[0]!, 'pickedUp', true, '15:00', false), loaded[1]!];
    expect(changesOf(loaded, edited)).toEqual([
      { bookingId: 1, date: '2031-03-12', pickedUp: true, pickUpTime: '15:00' },
    ]);
  });
});

describe('the list', () => {
  const rows = [
    presenceRow({ bookingId: 1, goesTo: { area: 'SCHOOL_BUS', name: 'Line 3' } }),
    presenceRow({ bookingId: 2, bookingStatus: 'PENDING' }),
    presenceRow({ bookingId: 3, comesFrom: { area: 'ECA', name: 'Chess' } }),
  ];
  it('hides pending rows unless asked, and needs a non-pending row for save and PDF', () => {
    expect(visibleRows(rows, false).map((row) => row.bookingId)).toEqual([1, 3]);
    expect(visibleRows(rows, true)).toHaveLength(3);
    expect(hasConfirmedRow([rows[1]!])).toBe(false);
    expect(hasConfirmedRow(rows)).toBe(true);
  });
  it('groups by goes-to, comes-from or not at all, children without a neighbour last', () => {
    expect(
      groupRows(rows, 'goesTo').map((group) => group.rows.map((row) => row.bookingId)),
    ).toEqual([[1], [2, 3]]);
    expect(groupRows(rows, 'comesFrom').map((group) => group.neighbour?.name ?? null)).toEqual([
      'Chess',
      null,
    ]);
    expect(groupRows(rows, 'none')).toHaveLength(1);
  });
  it('tells the time in the school zone', () => {
    expect(clockTimeIn('Europe/Berlin', new Date('2031-03-12T13:05:00Z'))).toBe('14:05');
  });
});
