const DAY_MS = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/**
 * The ISO year and week of a yyyy-MM-dd date, on the date itself (no time zone: date-fns would
 * read the UTC midnight in the browser's zone, a day early west of Greenwich).
 */
export function isoWeekOf(date: string): { year: number; week: number } {
  const time = toTime(date);
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  // The week's Thursday decides its year.
  const thursday = new Date(time + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = toTime(`${year}-01-04`);
  const firstWeekday = (new Date(firstThursday).getUTCDay() + 6) % 7;
  const week1Monday = firstThursday - firstWeekday * DAY_MS;
  return { year, week: Math.floor((time - weekday * DAY_MS - week1Monday) / (7 * DAY_MS)) + 1 };
}
