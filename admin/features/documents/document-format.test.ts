import { describe, expect, it } from 'vitest';
import { formatModified, formatSize } from './document-format';

describe('formatSize', () => {
  it('formats per locale', () => {
    expect(formatSize(512, 'en')).toBe('512 byte');
    expect(formatSize(12_345, 'en')).toBe('12.3 kB');
    expect(formatSize(12_345, 'de')).toBe('12,3 kB');
    expect(formatSize(2_500_000, 'de')).toBe('2,5 MB');
  });
});

describe('formatModified', () => {
  it('takes the day of the school time zone', () => {
    expect(formatModified('2026-11-02T23:30:00Z', 'en-GB', 'Europe/Berlin')).toBe('3 Nov 2026');
    expect(formatModified('2026-11-02T23:30:00Z', 'de', 'Europe/Berlin')).toBe('03.11.2026');
  });
});
