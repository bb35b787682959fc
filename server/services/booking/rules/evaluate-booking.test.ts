import { describe, expect, it } from 'vitest';
import { evaluateBooking, type BookingFacts } from './evaluate-booking';

const slot = { dayOfWeek: 'SATURDAY' as const, time: '10:00', endTime: '11:00' };
const period = { businessArea: 'ECA' as const, startDate: '2026-09-14', endDate: '2027-06-25' };

const facts = (overrides: Partial<BookingFacts> = {}): BookingFacts => ({
  isNew: true,
  today: '2026-11-21',
  service: {
    ...period,
    id: 1,
    slots: [slot],
    grades: ['P3', 'P4'],
    registrationDeadline: '2026-12-01',
    maximumNumber: 3,
    locationId: 7,
  },
  participantGrade: 'P3',
  placesLeft: 3,
  location: { capacity: 2, present: [0] },
  participantBookings: [],
  calendar: { breaks: [], holidays: [] },
  ...overrides,
});

describe('evaluateBooking', () => {
  it('passes a fitting booking with nothing to say', () => {
    expect(evaluateBooking(facts())).toEqual({ errors: [], warnings: [] });
  });

  it('reports alreadyBooked for a second booking of the same service', () => {
    const booked = { ...period, eventId: 1, serviceName: 'Same', slots: [slot] };
    expect(evaluateBooking(facts({ participantBookings: [booked] })).errors).toEqual([
      { key: 'alreadyBooked' },
    ]);
  });

  it('reports colliding with the name of the other service', () => {
    const other = {
      ...period,
      eventId: 2,
      serviceName: 'Chess',
      slots: [{ ...slot, time: '10:30', endTime: '11:30' }],
    };
    expect(evaluateBooking(facts({ participantBookings: [other] })).errors).toEqual([
      { key: 'colliding', values: { service: 'Chess' } },
    ]);
  });

  it('reports falseGrade and registerLimit with the deadline', () => {
    const result = evaluateBooking(facts({ participantGrade: 'S1', today: '2026-12-02' }));
    expect(result.errors).toEqual([
      { key: 'falseGrade' },
      { key: 'registerLimit', values: { date: '2026-12-01' } },
    ]);
  });

  it('does not apply the deadline to a change of an existing booking', () => {
    expect(evaluateBooking(facts({ isNew: false, today: '2026-12-02' })).errors).toEqual([]);
  });

  it('warns about a missing location, except for a school bus', () => {
    expect(evaluateBooking(facts({ location: null })).warnings).toEqual([{ key: 'noLocation' }]);
    const bus = facts({ location: null });
    bus.service = { ...bus.service, businessArea: 'SCHOOL_BUS' };
    expect(evaluateBooking(bus).warnings).toEqual([]);
  });

  it('warns when the room is full in one of the slots (counted in tests/api/room-occupancy)', () => {
    const full = (present: number[]) =>
      evaluateBooking(facts({ location: { capacity: 2, present } })).warnings;
    expect(full([1, 2])).toEqual([{ key: 'noLocationCapacityLeft' }]);
    expect(full([1, 1])).toEqual([]);
  });

  it('warns when the service has no place left, never without a maximum', () => {
    expect(evaluateBooking(facts({ placesLeft: 1 })).warnings).toEqual([]);
    expect(evaluateBooking(facts({ placesLeft: 0 })).warnings).toEqual([
      { key: 'noEventCapacityLeft' },
    ]);
    expect(evaluateBooking(facts({ placesLeft: null })).warnings).toEqual([]);
  });

  it('checks a bus by the bus rules: the same line again is busAlreadyBooked, not alreadyBooked', () => {
    const morning = { dayOfWeek: 'MONDAY' as const, time: '07:45', endTime: null };
    const bus = facts({ location: null });
    bus.service = {
      ...bus.service,
      businessArea: 'SCHOOL_BUS',
      inbound: true,
      grades: [],
      slots: [morning],
    };
    const sameLine = {
      ...period,
      businessArea: 'SCHOOL_BUS' as const,
      inbound: true,
      eventId: 1,
      serviceName: 'Line',
      slots: [morning],
    };
    expect(evaluateBooking({ ...bus, participantBookings: [sameLine] }).errors).toEqual([
      { key: 'busAlreadyBooked' },
    ]);
  });

  it('judges a service beside an afternoon bus by the bus rule instead of colliding', () => {
    const afternoon = { dayOfWeek: 'SATURDAY' as const, time: '10:30', endTime: null };
    const line = {
      ...period,
      businessArea: 'SCHOOL_BUS' as const,
      inbound: false,
      eventId: 2,
      serviceName: 'Line',
      slots: [afternoon],
    };
    expect(evaluateBooking(facts({ participantBookings: [line] })).errors).toEqual([
      { key: 'serviceAfterAfternoonBus' },
    ]);
  });

  it('reports bookedOnHoliday for chosen days that never take place, not for the whole service', () => {
    const onHoliday = facts({ calendar: { breaks: [], holidays: ['2026-09-19'] } });
    onHoliday.service = { ...onHoliday.service, startDate: '2026-09-19', endDate: '2026-09-19' };
    expect(evaluateBooking(onHoliday).errors).toEqual([]);
    onHoliday.service = { ...onHoliday.service, partial: true };
    expect(evaluateBooking(onHoliday).errors).toEqual([{ key: 'bookedOnHoliday' }]);
  });
});
