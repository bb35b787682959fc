import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { EventStopRow } from '../model/event-record';
import { eventSchema } from './event';
import { newEventRecord } from './event-defaults';
import { sortStops, withSchoolStop } from './event-stops';
import { isReminderName } from './event-texts';
import { recurrenceIssue, typeClockTime } from './event-times';

const valid = {
  name: 'Kites',
  businessArea: 'ECA',
  key: 'ECA-KITES',
  startDate: '2026-09-01',
  endDate: '2027-06-30',
  schoolYearId: 1,
  eventTypeIds: [1],
  locationId: 1,
  minimumNumber: 2,
  maximumNumber: 10,
  recurrences: [{ dayOfWeek: 'MONDAY', time: '14:00', endTime: '15:00' }],
  memberPrice: 0,
  totalPrice: 0,
};

const issuesOf = (input: object, capacity?: number) => {
  const result = v.safeParse(eventSchema({ capacity }), { ...valid, ...input });
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i)} ${i.message}`);
};

describe('eventSchema', () => {
  it('takes a valid service with the defaults of spec 002 §4', () => {
    const result = v.parse(eventSchema(), valid);
    expect(result.readPermissions).toEqual(['CUSTOMER', 'USER', 'ADMIN', 'ANONYMOUS']);
    expect(result.registerPermissions).toEqual(['CUSTOMER', 'ADMIN']);
    expect(result.vat).toBe(0);
  });

  it('checks the maximum against the capacity the dialog knows, not for the bus', () => {
    expect(issuesOf({}, 9)).toEqual(['maximumNumber max-exceeds-capacity']);
    expect(issuesOf({}, 10)).toEqual([]);
    expect(issuesOf({ businessArea: 'SCHOOL_BUS', locationId: null }, 1)).toEqual([]);
  });

  it('reports row rules on the rows as sent, and drops rows without day and time', () => {
    expect(
      issuesOf({
        recurrences: [
          { dayOfWeek: 'MONDAY', time: '', endTime: '' },
          { dayOfWeek: 'TUESDAY', time: '15:00', endTime: '14:00' },
        ],
      }),
    ).toEqual(['recurrences.1.endTime event.rules.timeOrder']);
    const out = v.parse(eventSchema(), {
      ...valid,
      recurrences: [{ dayOfWeek: 'MONDAY', time: '' }, ...valid.recurrences],
    });
    expect(out.recurrences).toHaveLength(1);
  });

  it('needs member and total price except for childminding and school', () => {
    expect(issuesOf({ memberPrice: null, totalPrice: null })).toEqual([
      'memberPrice event.rules.memberPrice',
      'totalPrice event.rules.totalPrice',
    ]);
    expect(
      issuesOf({
        businessArea: 'SCHOOL',
        memberPrice: null,
        totalPrice: null,
      }),
    ).toEqual([]);
  });
});

describe('recurrences and reminder names', () => {
  it('keeps HH:MM, the bus without end, childminding ending 16:30 or 18:15', () => {
    expect(recurrenceIssue({ time: '07:05', endTime: '' }, 'SCHOOL_BUS')).toBeNull();
    expect(recurrenceIssue({ time: '12:00', endTime: '16:30' }, 'CHILDMINDING')).toBeNull();
    expect(recurrenceIssue({ time: '12:00', endTime: '17:00' }, 'CHILDMINDING')).toEqual([
      'endTime',
      'event.rules.childmindingEnd',
    ]);
    expect(recurrenceIssue({ time: '23:60', endTime: '' }, 'SCHOOL_BUS')?.[0]).toBe('time');
  });

  it('adds the colon after two typed digits, not when deleting it', () => {
    expect(typeClockTime('1', '14')).toBe('14:');
    expect(typeClockTime('14:', '14')).toBe('14');
  });

  it('takes a letter, then letters or digits', () => {
    expect(['bringAlong', 'a1', 'Ü2'].every(isReminderName)).toBe(true);
    expect(['1a', 'a b', 'a_b', '', 'a'.repeat(256)].some(isReminderName)).toBe(false);
  });
});

describe('stops of spec 002 §4', () => {
  const row = (name: string, distance: number | null): EventStopRow => ({
    id: null,
    version: null,
    stopId: name.length,
    name,
    street: '',
    imageUrl: null,
    distance,
    totalPrice: null,
    memberPrice: null,
  });
  const esf = { stopId: 99, name: 'ESF', street: 'Praunheimer Weg', imageUrl: null };

  it('sorts by distance, a non-zero ESF last', () => {
    const sorted = sortStops([row('ESF', 30), row('B', 10), row('A', 0)]);
    expect(sorted.map((r) => r.name)).toEqual(['A', 'B', 'ESF']);
    expect(sortStops([row('B', 10), row('ESF', 0)]).map((r) => r.name)).toEqual(['ESF', 'B']);
  });

  it('re-adds ESF when the inbound flag changes: distance 0 in the afternoon, empty in the morning', () => {
    expect(withSchoolStop([row('B', 10)], esf, false).map((r) => [r.name, r.distance])).toEqual([
      ['ESF', 0],
      ['B', 10],
    ]);
    expect(withSchoolStop([row('ESF', 0), row('B', 10)], esf, true).at(-1)).toMatchObject({
      name: 'ESF',
      distance: null,
    });
    expect(withSchoolStop([], esf, false)).toHaveLength(1);
  });
});

describe('newEventRecord', () => {
  it('opens a new service with the defaults and one empty recurrence row', () => {
    const record = newEventRecord({ schoolYearId: 3, schoolYear: '2026/27' });
    expect(record).toMatchObject({ id: null, schoolYearId: 3, vat: 0, minimumNumber: 0 });
    expect(record.recurrences).toHaveLength(1);
  });
});
