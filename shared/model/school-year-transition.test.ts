import { describe, expect, it } from 'vitest';
import { nextGrade } from './school-year-transition';

describe('nextGrade', () => {
  it('moves each grade up by one, S7 to Graduate, and a Graduate nowhere', () => {
    expect(nextGrade('M1')).toBe('M2');
    expect(nextGrade('M2')).toBe('P1');
    expect(nextGrade('P5')).toBe('S1');
    expect(nextGrade('S6')).toBe('S7');
    expect(nextGrade('S7')).toBe('Graduate');
    expect(nextGrade('Graduate')).toBeNull();
  });
});
