import transliterate from '@sindresorhus/transliterate';

/*
 * What banks accept in a pain.008 file (README "Characters"): the EPC's basic Latin set, plus
 * the German umlauts and ß in names and texts, which German banks take (DK, DFÜ-Abkommen
 * Anlage 3) and convert themselves for banks abroad.
 */

/** The umlauts and ß kept as they are in names and texts. */
const GERMAN_LETTERS = 'ÄÖÜäöüß';
/** Anything outside the EPC basic Latin set and the German letters. */
const OUTSIDE_TEXT_SET = /[^A-Za-z0-9/\-?:().,'+ ÄÖÜäöüß]/g;
/** Anything outside the set of identifiers: the EPC set without spaces or umlauts. */
const OUTSIDE_ID_SET = /[^A-Za-z0-9/\-?:().,'+]/g;

/** Characters with a nearer match in the set than transliteration's. */
const NEARER = new Map([
  ['&', '+'],
  ['€', 'EUR'],
  ['ẞ', 'SS'],
  ['"', "'"],
  ['`', "'"],
  ['´', "'"],
  ['‘', "'"],
  ['’', "'"],
  ['‚', "'"],
  ['‛', "'"],
  ['ʼ', "'"],
  ['“', "'"],
  ['”', "'"],
  ['„', "'"],
  ['«', "'"],
  ['»', "'"],
]);

const replaceNearer = (text: string) => text.replace(/./gu, (char) => NEARER.get(char) ?? char);

/** Cuts to `maxLength` characters; a space left at the cut goes. */
const cut = (text: string, maxLength: number) => text.slice(0, maxLength).trimEnd();

/**
 * A name or free text reduced to what banks accept: compatibility forms unfolded (NFKC: ™ → TM),
 * typographic quotes as apostrophes, `&` as `+`, `€` as `EUR`, letters of other alphabets and accented ones transliterated (é → e, Ł → L, Ж → Zh), the
 * umlauts and ß kept, anything else (emoji, symbols, line breaks) a space; spaces collapsed and
 * the result cut to `maxLength` characters (the schema's Max70Text or Max140Text).
 * @example sepaText('Zoë O’Brien-Müller 🎈', 70) // "Zoe O'Brien-Müller"
 */
export function sepaText(text: string, maxLength: number): string {
  const kept = replaceNearer(text.normalize('NFKC')).replace(
    new RegExp(`[^${GERMAN_LETTERS}]+`, 'gu'),
    (run) => transliterate(run),
  );
  return cut(kept.replace(OUTSIDE_TEXT_SET, ' ').replace(/ {2,}/g, ' ').trim(), maxLength);
}

/**
 * An identifier (message, end-to-end) reduced to the identifier set: transliterated with
 * German rules (ü → ue), every run of other characters or spaces a `-`, never `//` nor a `/`
 * at either end (EPC), cut to 35 characters.
 * @example sepaId('Rechnung 2026/0001') // "Rechnung-2026/0001"
 */
export function sepaId(text: string, maxLength = 35): string {
  const ascii = transliterate(replaceNearer(text.normalize('NFKC')), { locale: 'de' });
  const reduced = ascii
    .replace(OUTSIDE_ID_SET, '-')
    .replace(/-{2,}/g, '-')
    .replace(/\/{2,}/g, '/')
    .replace(/^[-/]+|[-/]+$/g, '');
  return reduced.slice(0, maxLength).replace(/\/+$/, '');
}

/** Whether `id` may stand as it is where an identifier goes (a mandate's reference is never changed). */
export function isSepaId(id: string, maxLength = 35): boolean {
  return (
    id.length > 0 &&
    id.length <= maxLength &&
    !new RegExp(OUTSIDE_ID_SET.source).test(id) &&
    !id.startsWith('/') &&
    !id.endsWith('/') &&
    !id.includes('//')
  );
}
