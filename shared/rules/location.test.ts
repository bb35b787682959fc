import { describe, expect, it } from 'vitest';
import { LOCATION_KEYS, locationSchema, namesOfServices, servicesAboveCapacity } from './location';
import { issuesOf } from './test-support';

const valid = { name: 'Sports hall', room: 'Hall A', capacity: 30 };

describe('locationSchema (spec 001 §5)', () => {
  it('passes a location, trimmed', () => {
    expect(issuesOf(locationSchema(), { ...valid, name: ' Sports hall ' })).toEqual([]);
  });

  it('requires name and room, under 256 characters', () => {
    expect(issuesOf(locationSchema(), { ...valid, name: ' ', room: '' })).toEqual([
      `name: ${LOCATION_KEYS.name}`,
      `room: ${LOCATION_KEYS.room}`,
    ]);
    expect(issuesOf(locationSchema(), { ...valid, room: 'x'.repeat(256) })).toEqual([
      'room: !.rules.max-characters',
    ]);
  });

  it('requires a whole capacity of 0 or more, missing and empty alike', () => {
    for (const capacity of [undefined, null, -1, 1.5, Number.NaN, '3']) {
      expect(issuesOf(locationSchema(), { ...valid, capacity }), String(capacity)).toEqual([
        `capacity: ${LOCATION_KEYS.capacity}`,
      ]);
    }
    expect(issuesOf(locationSchema(), { ...valid, capacity: 0 })).toEqual([]);
  });

  it('refuses a capacity below the largest maximum of the services held there', () => {
    const services = [
      { id: 1, name: 'Chess', maximumNumber: 18 },
      { id: 2, name: 'Judo', maximumNumber: 24 },
    ];
    expect(issuesOf(locationSchema({ services }), { ...valid, capacity: 20 })).toEqual([
      `capacity: ${LOCATION_KEYS.capacityBelowServices}`,
    ]);
    expect(issuesOf(locationSchema({ services }), { ...valid, capacity: 24 })).toEqual([]);
    expect(namesOfServices(servicesAboveCapacity(17, services))).toBe('Judo (24), Chess (18)');
  });
});
