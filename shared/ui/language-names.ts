import { LANGUAGES } from '../model/enums';
import type { Language } from '../model/enums';

/** One language with its name in the reader's language. */
export interface LanguageOption {
  value: Language;
  label: string;
}

// The platform names the languages, as it does the countries (country-names.ts).
const optionsByLocale = new Map<string, readonly LanguageOption[]>();
// One Intl.DisplayNames per locale: making one costs far more than asking it for a name.
const displayNames = new Map<string, Intl.DisplayNames>();

/** The name of a language code in `locale` (DE → "German" / "Deutsch"), or the code itself. */
export function languageName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names)
    displayNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'language' })));
  return names.of(code.toLowerCase()) ?? code;
}

/**
 * The languages of {@link LANGUAGES} named in `locale` and sorted as that language sorts.
 * Computed once per locale; the same array comes back on later calls.
 */
export function languageOptions(locale: string): readonly LanguageOption[] {
  let options = optionsByLocale.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = LANGUAGES.map((code) => ({ value: code, label: languageName(code, locale) })).sort(
      (a, b) => collator.compare(a.label, b.label),
    );
    optionsByLocale.set(locale, options);
  }
  return options;
}
