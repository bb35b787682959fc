import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../model/countries';
import { countryName, countryOptions } from './country-names';

describe('countryName', () => {
  it('names a country in the given language', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'en')).toBe('Germany');
  });

  it('falls back to what it was given when that is no region code', () => {
    expect(countryName('Deutschland', 'de')).toBe('Deutschland');
  });
});

describe('countryOptions', () => {
  it('offers every code once, each with a real name', () => {
    for (const locale of ['en', 'de']) {
      const options = countryOptions(locale);
      expect(options).toHaveLength(COUNTRY_CODES.length);
      expect(new Set(options.map((option) => option.value))).toEqual(new Set(COUNTRY_CODES));
      const unnamed = options.filter((option) => option.label === option.value);
      expect(unnamed, locale).toEqual([]);
    }
  });

  it('sorts by name as the language does', () => {
    const options = countryOptions('de');
    const labels = options.map((option) => option.label);
    const collator = new Intl.Collator('de');
    expect(labels).toEqual([...labels].sort(collator.compare));
    expect(options.find((option) => option.value === 'DE')?.label).toBe('Deutschland');
    // German sorts the umlaut with its base letter: Österreich comes after Oman, before Pakistan.
    const austria = labels.indexOf('Österreich');
    expect(labels[austria - 1]).toBe('Oman');
    expect(labels[austria + 1]).toBe('Pakistan');
  });

  it('computes the list once per locale', () => {
    expect(countryOptions('de')).toBe(countryOptions('de'));
    expect(countryOptions('en')).not.toBe(countryOptions('de'));
  });
});
