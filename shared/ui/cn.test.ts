import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('drops falsy parts and lets the caller override a variant class', () => {
    const hidden = false;
    expect(cn('px-4 bg-primary', hidden && 'hidden', 'bg-red-600')).toBe('px-4 bg-red-600');
  });
});
