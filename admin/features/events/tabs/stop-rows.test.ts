import { describe, expect, it } from 'vitest';
import type { StopOption } from '../../../../shared/model/base-data';
import type { EventStopValues } from '../event-values';
import {
  canAddStopRow,
  EMPTY_STOP_ROW,
  schoolStopOf,
  sortStopRows,
  withSchoolStopRow,
  withStop,
} from './stop-rows';

const esf: StopOption = { id: 1, name: 'ESF', street: 'Schoolstreet 1', imageUrl: null };
const stops: StopOption[] = [
  esf,
  { id: 2, name: 'Park', street: 'Parkway 3', imageUrl: 'https://x.org/p.png' },
];
const row = (stopId: number, name: string, distance: string): EventStopValues => ({
  ...EMPTY_STOP_ROW,
  id: stopId * 10,
  stopId,
  name,
  distance,
});

describe('the stop rows', () => {
  it('finds the school stop', () => {
    expect(schoolStopOf(stops)).toBe(esf);
    expect(schoolStopOf(stops.slice(1))).toBeNull();
  });

  it('adds ESF with distance 0 to an empty list of an afternoon bus, empty for a morning bus', () => {
    expect(withSchoolStopRow([], esf, false)).toEqual([
      expect.objectContaining({ stopId: 1, name: 'ESF', street: 'Schoolstreet 1', distance: '0' }),
    ]);
    expect(withSchoolStopRow([], esf, true)[0]?.distance).toBe('');
  });

  it('re-adds ESF when the flag flips, keeping its row id, sorted by distance', () => {
    const afternoon = [row(1, 'ESF', '0'), row(2, 'Park', '12'), row(3, 'Mill', '5')];
    const morning = withSchoolStopRow(afternoon, esf, true);
    expect(morning.map((r) => [r.name, r.distance])).toEqual([
      ['Mill', '5'],
      ['Park', '12'],
      ['ESF', ''],
    ]);
    expect(morning[2]?.id).toBe(10);
    const back = withSchoolStopRow(morning, esf, false);
    expect(back.map((r) => [r.name, r.distance])).toEqual([
      ['ESF', '0'],
      ['Mill', '5'],
      ['Park', '12'],
    ]);
  });

  it('sorts a non-zero ESF last and keeps typed text as typed', () => {
    const rows = [row(1, 'ESF', '3'), row(2, 'Park', '7,5'), row(3, 'Mill', '1')];
    expect(sortStopRows(rows).map((r) => [r.name, r.distance])).toEqual([
      ['Mill', '1'],
      ['Park', '7,5'],
      ['ESF', '3'],
    ]);
  });

  it('allows one row without a stop at a time', () => {
    expect(canAddStopRow([row(2, 'Park', '1')])).toBe(true);
    expect(canAddStopRow([row(2, 'Park', '1'), EMPTY_STOP_ROW])).toBe(false);
  });

  it('takes the chosen stop’s fields, and its prices only for the same stop', () => {
    const priced = { ...row(2, 'Park', '4'), totalPrice: 30, memberPrice: 25 };
    expect(withStop(priced, stops[1])).toEqual({
      ...priced,
      street: 'Parkway 3',
      imageUrl: 'https://x.org/p.png',
    });
    expect(withStop(priced, esf)).toEqual(
      expect.objectContaining({ stopId: 1, name: 'ESF', totalPrice: null, distance: '4' }),
    );
    expect(withStop(priced, undefined)).toEqual(expect.objectContaining({ stopId: 0, name: '' }));
  });
});
