import { describe, expect, it } from 'vitest';
import { familyCancelMode } from './family-cancel';

const TODAY = '2026-11-25';

describe('familyCancelMode', () => {
  it('withdraws an undecided request and a waiting-list place at once', () => {
    for (const status of ['PENDING', 'WAITING_LIST'] as const)
      expect(
        familyCancelMode({ status, start: '2020-01-01', registrationDeadline: null }, TODAY),
      ).toBe('now');
  });

  it('cancels an accepted booking at once before its start while registration is open', () => {
    const facts = { status: 'ACCEPTED' as const, start: '2026-12-01' };
    expect(familyCancelMode({ ...facts, registrationDeadline: null }, TODAY)).toBe('now');
    expect(familyCancelMode({ ...facts, registrationDeadline: TODAY }, TODAY)).toBe('now');
    expect(familyCancelMode({ ...facts, registrationDeadline: '2026-11-24' }, TODAY)).toBe(
      'request',
    );
  });

  it('asks the office for an accepted booking that started or has no start', () => {
    for (const start of [TODAY, '2026-09-01', null])
      expect(
        familyCancelMode({ status: 'ACCEPTED', start, registrationDeadline: null }, TODAY),
      ).toBe('request');
  });

  it('has nothing to cancel once cancelled or finished', () => {
    for (const status of ['CANCELED', 'CANCELED_IMMEDIATELY', 'FINISHED'] as const)
      expect(familyCancelMode({ status, start: null, registrationDeadline: null }, TODAY)).toBe(
        null,
      );
  });
});
