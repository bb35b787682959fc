import { describe, expect, it } from 'vitest';
import { languageName, languageOptions } from './language-names';

describe('language names', () => {
  it('names languages in the reader language', () => {
    expect(languageName('DE', 'en')).toBe('German');
    expect(languageName('FR', 'de')).toBe('Französisch');
  });

  it('sorts the options by name, once per locale', () => {
    const german = languageOptions('de');
    expect(german.map(({ label }) => label).slice(0, 3)).toEqual([
      'Bulgarisch',
      'Deutsch',
      'Englisch',
    ]);
    expect(languageOptions('de')).toBe(german);
  });
});
