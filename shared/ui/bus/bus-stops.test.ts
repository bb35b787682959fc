import { describe, expect, it } from 'vitest';
import type { BusStopItem } from '../../model/bus-stop';
import { splitStops, stopPrice, stopTimesText, timeAt } from './bus-stops';

const stop = (overrides: Partial<BusStopItem>): BusStopItem => ({
  id: 1,
  name: 'Dornbusch',
  street: 'Eschersheimer Landstraße',
  distance: 25,
  time: '07:30',
  times: [
    { recurrenceId: 10, dayOfWeek: 'MONDAY', time: '07:30' },
    { recurrenceId: 11, dayOfWeek: 'FRIDAY', time: '07:30' },
  ],
  price: { totalPrice: 50 },
  isSchoolStop: false,
  ...overrides,
});

describe('the stops of a bus line', () => {
  it('sets the school stop apart and keeps the others in the order of the bus', () => {
    const school = stop({ id: 9, name: 'ESF', isSchoolStop: true, price: {} });
    const first = stop({ id: 2, name: 'Nordweststadt' });
    const second = stop({ id: 3, name: 'Heddernheim' });
    expect(splitStops([first, second, school])).toEqual({ school, others: [first, second] });
    expect(splitStops([first]).school).toBeNull();
  });

  it('reads the time of one weekday, and none while the stop has no distance', () => {
    expect(timeAt(stop({}), 'FRIDAY')).toBe('07:30');
    expect(timeAt(stop({}), 'TUESDAY')).toBeNull();
  });

  it('writes one common time, or the time of each weekday when they differ', () => {
    const dayName = (day: string) => day.slice(0, 2);
    expect(stopTimesText(stop({}), dayName)).toBe('07:30');
    const differing = stop({
      time: null,
      times: [
        { recurrenceId: 10, dayOfWeek: 'MONDAY', time: '07:30' },
        { recurrenceId: 11, dayOfWeek: 'FRIDAY', time: '12:40' },
      ],
    });
    expect(stopTimesText(differing, dayName)).toBe('MO 07:30, FR 12:40');
    const untimed = stop({
      time: null,
      distance: null,
      times: [{ recurrenceId: 10, dayOfWeek: 'MONDAY', time: null }],
    });
    expect(stopTimesText(untimed, dayName)).toBeNull();
  });

  it('prices a booking at the member price where the reader sees it, else the total price', () => {
    expect(stopPrice(stop({ price: { totalPrice: 50, memberPrice: 45 } }))).toBe(45);
    expect(stopPrice(stop({ price: { totalPrice: 50 } }))).toBe(50);
    expect(stopPrice(stop({ price: {} }))).toBeNull();
  });
});
