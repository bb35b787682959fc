import { describe, expect, it } from 'vitest';
import { compareStops, isSchoolStop, minutesBetween, shiftTime } from './bus-stop';

describe('shiftTime', () => {
  it('adds minutes across the hour and wraps past midnight', () => {
    expect(shiftTime('07:05', 25)).toBe('07:30');
    expect(shiftTime('07:50', 15)).toBe('08:05');
    expect(shiftTime('23:50', 20)).toBe('00:10');
    expect(shiftTime('00:10', -20)).toBe('23:50');
  });
});

describe('minutesBetween', () => {
  it('counts forwards and backwards', () => {
    expect(minutesBetween('07:45', '08:30')).toBe(45);
    expect(minutesBetween('15:45', '15:30')).toBe(-15);
  });
});

describe('stops', () => {
  it('knows the school stop by its marker', () => {
    expect(isSchoolStop('ESF')).toBe(true);
    expect(isSchoolStop('ESF Campus')).toBe(true);
    expect(isSchoolStop('Dornbusch')).toBe(false);
  });

  it('sorts by distance, the school stop with a distance and stops without one last', () => {
    const stops = [
      { name: 'ESF', distance: 40 },
      { name: 'Near', distance: 30 },
      { name: 'Unset', distance: null },
      { name: 'Far', distance: 0 },
    ];
    expect([...stops].sort(compareStops).map((stop) => stop.name)).toEqual([
      'Far',
      'Near',
      'ESF',
      'Unset',
    ]);
    const afternoon = [
      { name: 'Home', distance: 20 },
      { name: 'ESF', distance: 0 },
    ];
    expect([...afternoon].sort(compareStops).map((stop) => stop.name)).toEqual(['ESF', 'Home']);
  });
});
