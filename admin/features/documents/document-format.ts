/**
 * A file size for people, in the page's locale: bytes below 1 KB, else kB or MB with at most
 * one decimal ("12.3 kB", "12,3 kB").
 */
export function formatSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes < 1000
      ? [bytes, 'byte']
      : bytes < 1_000_000
        ? [bytes / 1000, 'kilobyte']
        : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(value);
}

/** A document's change date in the school's time zone, in the page's locale ("3 Nov 2026"). */
export function formatModified(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso));
}
