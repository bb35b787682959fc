/** A moment (ISO) as the locale writes a date and time ("24 Nov 2026, 09:14"). */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
