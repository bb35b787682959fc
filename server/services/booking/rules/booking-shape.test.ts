import { describe, expect, it } from 'vitest';
import { bookingShapeIssues, type BookingShape } from './booking-shape';

const week = (['MONDAY', 'TUESDAY', 'WEDNESDAY'] as const).map((dayOfWeek, index) => ({
  id: index + 1,
  dayOfWeek,
}));
const shape = (overrides: Partial<BookingShape> = {}): BookingShape => ({
  service: { businessArea: 'ECA', singlePrice: null },
  serviceSlots: week,
  recurrenceIds: [],
  stopId: null,
  lineStops: [],
  participantIsCustomer: false,
  ...overrides,
});
const messages = (overrides: Partial<BookingShape>) =>
  bookingShapeIssues(shape(overrides)).map((issue) => `${issue.path}:${issue.message}`);

describe('bookingShapeIssues', () => {
  it('accepts a plain ECA booking of a child', () => {
    expect(bookingShapeIssues(shape())).toEqual([]);
  });

  it('keeps parent activities for parents and the rest for children', () => {
    const parents = { service: { businessArea: 'PARENT_ACTIVITIES' as const, singlePrice: null } };
    expect(messages(parents)).toEqual(['participantId:booking.forParentsOnly']);
    expect(messages({ ...parents, participantIsCustomer: true })).toEqual([]);
    expect(messages({ participantIsCustomer: true })).toEqual([
      'participantId:booking.forChildrenOnly',
    ]);
  });

  it('needs a stop of the line other than the school, and weekdays, for a bus', () => {
    const bus = {
      service: { businessArea: 'SCHOOL_BUS' as const, singlePrice: null },
      lineStops: [
        { stopId: 7, name: 'Dornbusch' },
        { stopId: 8, name: 'ESF' },
      ],
    };
    expect(messages(bus)).toEqual([
      'recurrenceIds:booking.recurrenceRequired',
      'stopId:booking.stopRequired',
    ]);
    expect(messages({ ...bus, recurrenceIds: [1], stopId: 8 })).toEqual([
      'stopId:booking.stopUnknown',
    ]);
    expect(messages({ ...bus, recurrenceIds: [1], stopId: 99 })).toEqual([
      'stopId:booking.stopUnknown',
    ]);
    expect(messages({ ...bus, recurrenceIds: [1, 2], stopId: 7 })).toEqual([]);
    expect(messages({ stopId: 7 })).toEqual(['stopId:error.invalidInput']);
  });

  it('needs one slot per weekday for childminding', () => {
    const slots = [...week, { id: 4, dayOfWeek: 'MONDAY' as const }];
    const childminding = {
      service: { businessArea: 'CHILDMINDING' as const, singlePrice: 14 },
      serviceSlots: slots,
    };
    expect(messages(childminding)).toEqual(['recurrenceIds:booking.recurrenceRequired']);
    expect(messages({ ...childminding, recurrenceIds: [1, 4] })).toEqual([
      'recurrenceIds:booking.oneSlotPerDay',
    ]);
    expect(messages({ ...childminding, recurrenceIds: [1, 2] })).toEqual([]);
  });

  it('takes single camp days only from a camp with a single price', () => {
    const camp = { businessArea: 'HOLIDAY_CAMP' as const, singlePrice: null };
    expect(messages({ service: camp, recurrenceIds: [1] })).toEqual([
      'recurrenceIds:booking.singleDaysNotOffered',
    ]);
    expect(messages({ service: camp, recurrenceIds: [1, 2, 3] })).toEqual([]);
    expect(messages({ service: { ...camp, singlePrice: 45 }, recurrenceIds: [1] })).toEqual([]);
  });
});
