// Apart from the history's labels: the personal area's offers format their deadline with it,
// and importing the history's module there put the history's catalog ids into those pages.

const whenFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment in the school's zone and the locale: "25 Nov 2026, 09:15" (a save, an offer's deadline). */
export function formatWhen(instant: string, locale: string, timeZone: string): string {
  const key = `${locale} ${timeZone}`;
  let format = whenFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    whenFormats.set(key, format);
  }
  return format.format(new Date(instant));
}
