import { describe, expect, it } from 'vitest';
import { missedDeadline } from './register-limit';
import { isRoomFull, isServiceFull } from './capacity';

describe('missedDeadline', () => {
  it('answers the deadline a new booking missed', () => {
    expect(
      missedDeadline({ isNew: true, registrationDeadline: '2026-09-30', today: '2026-10-01' }),
    ).toBe('2026-09-30');
  });

  it('keeps the deadline day open and ignores changes and services without deadline', () => {
    expect(
      missedDeadline({ isNew: true, registrationDeadline: '2026-09-30', today: '2026-09-30' }),
    ).toBeNull();
    expect(
      missedDeadline({ isNew: false, registrationDeadline: '2026-09-30', today: '2026-10-01' }),
    ).toBeNull();
    expect(
      missedDeadline({ isNew: true, registrationDeadline: null, today: '2026-10-01' }),
    ).toBeNull();
  });
});

describe('capacity', () => {
  it('is full once no place is left, never without a maximum', () => {
    expect(isServiceFull(1)).toBe(false);
    expect(isServiceFull(0)).toBe(true);
    expect(isServiceFull(null)).toBe(false);
    expect(isRoomFull(20, 19)).toBe(false);
    expect(isRoomFull(20, 20)).toBe(true);
  });
});
