import { describe, expect, it } from 'vitest';
import type { PublicEventItem } from '../../model/event';
import { campDays, groupByPeriod } from './camp-days';

const slot = (id: number, dayOfWeek: PublicEventItem['recurrences'][number]['dayOfWeek']) => ({
  id,
  dayOfWeek,
  time: '09:00',
  endTime: '16:00',
});

describe('campDays', () => {
  it('dates each recurrence from the start, in date order', () => {
    // 2026-03-31 is a Tuesday: an Easter camp from Tuesday to Friday.
    const days = campDays({
      startDate: '2026-03-31',
      recurrences: [
        slot(4, 'FRIDAY'),
        slot(1, 'TUESDAY'),
        slot(2, 'WEDNESDAY'),
        slot(3, 'THURSDAY'),
      ],
    });
    expect(days.map(({ recurrence, date }) => [recurrence.id, date])).toEqual([
      [1, '2026-03-31'],
      [2, '2026-04-01'],
      [3, '2026-04-02'],
      [4, '2026-04-03'],
    ]);
  });

  it('wraps a weekday before the start weekday into the next week', () => {
    // 2026-10-30 is a Friday.
    const days = campDays({
      startDate: '2026-10-30',
      recurrences: [slot(1, 'MONDAY'), slot(2, 'FRIDAY')],
    });
    expect(days.map(({ date }) => date)).toEqual(['2026-10-30', '2026-11-02']);
  });

  it('knows no day without a start date', () => {
    expect(campDays({ startDate: null, recurrences: [slot(1, 'MONDAY')] })).toEqual([]);
  });
});

describe('groupByPeriod', () => {
  const camp = (id: number, startDate: string, period: string | null) =>
    ({
      id,
      startDate,
      holidayPeriod: period ? { name: period, startDate: `${period}-start`, endDate: 'x' } : null,
    }) as unknown as PublicEventItem;

  it('groups by period in date order, camps by start, the camps outside a break last', () => {
    const groups = groupByPeriod([
      camp(1, '2026-11-02', '2026-10-26'),
      camp(2, '2026-08-20', null),
      camp(3, '2026-10-26', '2026-10-26'),
      camp(4, '2026-12-21', '2026-12-21'),
    ]);
    expect(
      groups.map((group) => [group.period?.name ?? null, group.camps.map((c) => c.id)]),
    ).toEqual([
      ['2026-10-26', [3, 1]],
      ['2026-12-21', [4]],
      [null, [2]],
    ]);
  });
});
