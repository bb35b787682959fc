import { COUNTRY_CODES } from '../model/countries';
import type { SelectOption } from './select-field';

/**
 * The platform names the countries (`Intl.DisplayNames`), so neither bundle nor catalogs carry
 * 249 names per language. Both caches live as long as the page: a handful of locales at most.
 */
const displayNames = new Map<string, Intl.DisplayNames>();
const optionsByLocale = new Map<string, readonly SelectOption[]>();

function namesOf(locale: string): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region' });
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * The name of the country `code` in `locale` ("Deutschland" for DE in de), or the code itself
 * when the platform knows no name for it.
 */
export function countryName(code: string, locale: string): string {
  try {
    return namesOf(locale).of(code) ?? code;
  } catch {
    // `of` throws on anything that is not a region code's shape; show what is stored.
    return code;
  }
}

/**
 * Every ISO 3166-1 alpha-2 code ({@link COUNTRY_CODES}) with its name in `locale`, sorted by
 * that name as the language sorts (`Intl.Collator`: "Österreich" between "Oman" and "Pakistan"
 * in German). Computed once per locale; the same array comes back on later calls.
 */
export function countryOptions(locale: string): readonly SelectOption[] {
  let options = optionsByLocale.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort(
      (a, b) => collator.compare(a.label, b.label),
    );
    optionsByLocale.set(locale, options);
  }
  return options;
}
