import type { Locale, Weekday } from '../../../shared/model/enums';

/** What the presence PDF writes besides the data, per language (the office's two). */
export interface PdfLabels {
  title: string;
  child: string;
  clazz: string;
  contacts: string;
  present: string;
  absent: string;
  weekday(day: Weekday): string;
  /** A column's date: ISO in English (as the screen's dates), dd.MM.yyyy with weekday in German. */
  date(iso: string): string;
}

const WEEKDAYS_DE: Record<Weekday, string> = {
  MONDAY: 'Montag',
  TUESDAY: 'Dienstag',
  WEDNESDAY: 'Mittwoch',
  THURSDAY: 'Donnerstag',
  FRIDAY: 'Freitag',
  SATURDAY: 'Samstag',
  SUNDAY: 'Sonntag',
};

/** "Mi., 25.11.2026": the date itself, no time zone (a school day is a calendar date). */
const GERMAN_DATE = new Intl.DateTimeFormat('de-DE', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const LABELS: Record<Locale, PdfLabels> = {
  en: {
    title: 'Presence list',
    child: 'Child',
    clazz: 'Class',
    contacts: 'Pick-up persons and phones',
    present: 'present',
    absent: 'absent',
    weekday: (day) => day.charAt(0) + day.slice(1).toLowerCase(),
    date: (iso) => iso,
  },
  de: {
    title: 'Anwesenheitsliste',
    child: 'Kind',
    clazz: 'Klasse',
    contacts: 'Abholpersonen und Telefonnummern',
    present: 'anwesend',
    absent: 'abwesend',
    weekday: (day) => WEEKDAYS_DE[day],
    date: (iso) => GERMAN_DATE.format(new Date(`${iso}T00:00:00Z`)),
  },
};

/** The PDF's words in `locale`. */
export const pdfLabels = (locale: Locale): PdfLabels => LABELS[locale];
