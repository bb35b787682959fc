import { describe, expect, it } from 'vitest';
import { notBookableReason, type BookableFacts } from './check-bookable';

const facts = (overrides: Partial<BookableFacts> = {}): BookableFacts => ({
  event: {
    businessArea: 'ECA',
    canceledAt: null,
    endDate: '2027-06-25',
    registrationDeadline: '2026-12-01',
    locationId: 3,
    schoolYearId: 1,
  },
  mayRegister: true,
  bookingPhaseYearId: 1,
  today: '2026-11-21',
  ...overrides,
});

describe('notBookableReason', () => {
  it('lets an open service be booked', () => {
    expect(notBookableReason(facts())).toBeUndefined();
  });

  it('says notOffered first when the area is switched off', () => {
    expect(notBookableReason(facts({ areaClosed: true, mayRegister: false }))).toBe('notOffered');
  });

  it('keeps the order permission, cancellation, end, phase, deadline, location', () => {
    expect(notBookableReason(facts({ mayRegister: false }))).toBe('notPermitted');
    expect(notBookableReason(facts({ bookingPhaseYearId: 2 }))).toBe('notInBookingPhase');
    expect(notBookableReason(facts({ today: '2026-12-02' }))).toBe('registerLimit');
  });
});
