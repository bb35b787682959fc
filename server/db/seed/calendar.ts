import { WEEKDAYS, type Weekday } from '../../../shared/model/enums';

/** Calendar arithmetic on ISO dates ('yyyy-MM-dd'), in UTC so the server's time zone never matters. */
const DAY_MS = 86_400_000;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const parse = (iso: string) => new Date(`${iso}T00:00:00Z`);
export const addDays = (iso: string, days: number) =>
  isoDate(new Date(parse(iso).getTime() + days * DAY_MS));
export const daysBetween = (from: string, to: string) =>
  Math.round((parse(to).getTime() - parse(from).getTime()) / DAY_MS);
/** The weekday of a date as the spec names it (MONDAY … SUNDAY). */
export const weekdayOf = (iso: string): Weekday =>
  WEEKDAYS[(parse(iso).getUTCDay() + 6) % 7] as Weekday;
const weekdayIndex = (iso: string) => (parse(iso).getUTCDay() + 6) % 7;

/** The first date on or after `iso` that falls on the weekday (0 = Monday). */
export const onOrAfter = (iso: string, weekday: number) =>
  addDays(iso, (weekday - weekdayIndex(iso) + 7) % 7);
/** The last date on or before `iso` that falls on the weekday (0 = Monday). */
export const onOrBefore = (iso: string, weekday: number) =>
  addDays(iso, -((weekdayIndex(iso) - weekday + 7) % 7));

export const MONDAY = 0;
export const FRIDAY = 4;

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface Period {
  name: string;
  startDate: string;
  endDate: string;
}

/** One school year (1 August to 31 July) with its breaks, public holidays and teaching dates. */
export interface SchoolYearCalendar {
  name: string;
  startYear: number;
  startDate: string;
  endDate: string;
  /** First and last day of lessons. */
  firstSchoolDay: string;
  lastSchoolDay: string;
  trimester1End: string;
  trimester2End: string;
  breaks: {
    lateSummer: Period;
    autumn: Period;
    christmas: Period;
    winter: Period;
    easter: Period;
    whitsun: Period;
    summer: Period;
  };
  holidays: { name: string; date: string }[];
}

/** The start year of the school year a date falls in: August onwards belongs to the new one. */
export const schoolYearStartYear = (today: string) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month >= 8 ? year : year - 1;
};

/** Hessian-style breaks and holidays (the demo school is in Frankfurt), derived from the year alone. */
export function schoolYearCalendar(startYear: number): SchoolYearCalendar {
  const y = startYear;
  const next = y + 1;
  const easter = easterSunday(next);
  const firstSchoolDay = onOrAfter(`${y}-09-01`, MONDAY);
  const summerStart = onOrAfter(`${next}-07-06`, MONDAY);
  const period = (name: string, startDate: string, endDate: string): Period => ({
    name,
    startDate,
    endDate,
  });
  const autumnStart = onOrAfter(`${y}-10-13`, MONDAY);
  const christmasStart = onOrBefore(`${y}-12-23`, MONDAY);
  const carnival = addDays(easter, -48);
  return {
    name: `${y}/${String(next % 100).padStart(2, '0')}`,
    startYear: y,
    startDate: `${y}-08-01`,
    endDate: `${next}-07-31`,
    firstSchoolDay,
    lastSchoolDay: addDays(summerStart, -3),
    trimester1End: addDays(christmasStart, -3),
    trimester2End: addDays(easter, -9),
    breaks: {
      lateSummer: period('Summer holidays (end)', `${y}-08-01`, addDays(firstSchoolDay, -1)),
      autumn: period('Autumn break', autumnStart, addDays(autumnStart, 11)),
      christmas: period('Christmas break', christmasStart, onOrBefore(`${next}-01-10`, FRIDAY)),
      winter: period('Winter break', carnival, addDays(carnival, 4)),
      easter: period('Easter break', addDays(easter, -6), addDays(easter, 5)),
      whitsun: period('Whitsun break', addDays(easter, 51), addDays(easter, 61)),
      summer: period('Summer holidays', summerStart, `${next}-07-31`),
    },
    holidays: [
      { name: 'Day of German Unity', date: `${y}-10-03` },
      { name: 'Christmas Day', date: `${y}-12-25` },
      { name: "St Stephen's Day", date: `${y}-12-26` },
      { name: "New Year's Day", date: `${next}-01-01` },
      { name: 'Good Friday', date: addDays(easter, -2) },
      { name: 'Easter Monday', date: addDays(easter, 1) },
      { name: 'Labour Day', date: `${next}-05-01` },
      { name: 'Ascension Day', date: addDays(easter, 39) },
      { name: 'Whit Monday', date: addDays(easter, 50) },
      { name: 'Corpus Christi', date: addDays(easter, 60) },
    ],
  };
}

/** Whether lessons (and so regular services) take place on a date. */
export function isSchoolDay(calendar: SchoolYearCalendar, iso: string): boolean {
  if (iso < calendar.firstSchoolDay || iso > calendar.lastSchoolDay) return false;
  if (weekdayIndex(iso) > FRIDAY) return false;
  if (calendar.holidays.some((holiday) => holiday.date === iso)) return false;
  return !Object.values(calendar.breaks).some((b) => iso >= b.startDate && iso <= b.endDate);
}
