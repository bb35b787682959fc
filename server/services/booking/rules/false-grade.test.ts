import { describe, expect, it } from 'vitest';
import { isFalseGrade, nextGrade } from './false-grade';

const eca = { businessArea: 'ECA' as const, grades: ['P3', 'P4'] as const };

describe('isFalseGrade', () => {
  it('accepts the grade itself and a child one grade below (moving up)', () => {
    expect(isFalseGrade(eca, 'P3')).toBe(false);
    expect(isFalseGrade(eca, 'P4')).toBe(false);
    expect(isFalseGrade(eca, 'P2')).toBe(false);
  });

  it('refuses grades further off', () => {
    expect(isFalseGrade(eca, 'P1')).toBe(true);
    expect(isFalseGrade(eca, 'P5')).toBe(true);
    expect(isFalseGrade(eca, 'S7')).toBe(true);
  });

  it('never applies to a school bus or a service without grades', () => {
    expect(isFalseGrade({ businessArea: 'SCHOOL_BUS', grades: ['P3'] }, 'S5')).toBe(false);
    expect(isFalseGrade({ businessArea: 'ECA', grades: [] }, 'S5')).toBe(false);
  });

  it('refuses a child without a class for a graded service', () => {
    expect(isFalseGrade(eca, null)).toBe(true);
  });

  it('knows the next grade', () => {
    expect(nextGrade('M2')).toBe('P1');
    expect(nextGrade('Graduate')).toBeUndefined();
  });
});
