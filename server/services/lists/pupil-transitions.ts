import { zipSync } from 'fflate';
import type { Locale } from '../../../shared/model/enums';
import type { TransportChild } from '../../../shared/model/transport-list';
import type { Reader } from '../../db/database';
import { listLabels } from './list-labels';
import { renderPdfTables } from './pdf-tables';
import { readGoingHome } from './read-going-home';
import { isSchoolDay, readSchoolDays, weekDates } from './school-days';
import { checkIsoWeek } from './transport-lists';

/** A dismissal sheet's file in the zip: `{date}_{class}.pdf`, the class without spaces. */
export const dismissalSheetName = (date: string, clazz: string) =>
  `${date}_${clazz.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;

/**
 * `GET /api/booking/pupil-transitions-zip/{year}/{week}` (issue 22.2): the dismissal sheets of
 * ISO week `week` of `year` — a zip (fflate) with one PDF per class and school day, each child
 * of the class with where they go after lessons: the activities with room and end time, then
 * the bus line and stop, childminding, or the pick-up persons with their relationship (the
 * transport lists' days, read-going-home.ts). Days without school (public holidays, breaks)
 * get no sheets; a week without any gives an empty zip.
 */
export async function pupilTransitionsZip(
  db: Reader,
  { year, week, locale }: { year: number; week: number; locale: Locale },
): Promise<Uint8Array> {
  checkIsoWeek(year, week);
  const days = await readSchoolDays(db, weekDates(year, week));
  const children = await readGoingHome(db, days);
  const labels = listLabels(locale);
  const classes = new Map<string, TransportChild[]>();
  for (const child of children) {
    if (child.clazz === null) continue;
    classes.set(child.clazz, [...(classes.get(child.clazz) ?? []), child]);
  }
  const files: Record<string, Uint8Array> = {};
  const sorted = [...classes.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [index, date] of days.dates.entries()) {
    if (!isSchoolDay(days.calendar, date)) continue;
    for (const [clazz, pupils] of sorted) {
      const title = labels.dismissalTitle(clazz, date);
      files[dismissalSheetName(date, clazz)] = await renderPdfTables(
        [
          {
            title,
            columns: [
              { title: labels.child, share: 0.3 },
              { title: labels.wayHome, share: 0.7 },
            ],
            rows: pupils.map((child) => [
              `${child.familyName}, ${child.givenName}`,
              labels.day(child.days[index]!),
            ]),
            empty: labels.noChildren,
          },
        ],
        { title },
      );
    }
  }
  return zipSync(files, { level: 6 });
}
