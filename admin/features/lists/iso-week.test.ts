import { describe, expect, it } from 'vitest';
import { isoWeekOf } from './iso-week';

describe('isoWeekOf', () => {
  it.each([
    ['2031-03-10', 2031, 11],
    ['2026-11-25', 2026, 48],
    ['2027-01-01', 2026, 53],
    ['2024-12-30', 2025, 1],
    ['2021-01-03', 2020, 53],
    ['2021-01-04', 2021, 1],
  ])('%s is week %i/%i', (date, year, week) => {
    expect(isoWeekOf(date)).toEqual({ year, week });
  });
});
