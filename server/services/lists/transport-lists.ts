import type { Grade } from '../../../shared/model/enums';
import type {
  DailyTransportList,
  TransportBusOption,
  WeeklyTransportList,
} from '../../../shared/model/transport-list';
import type { Reader } from '../../db/database';
import { invalidInput } from '../../errors';
import { readGoingHome, type GoingHomeFilter } from './read-going-home';
import { isIsoWeekOf, readSchoolDays, weekDates } from './school-days';

/** 400 for a week 53 of a year that has 52. */
export function checkIsoWeek(year: number, week: number): void {
  if (!isIsoWeekOf(year, week))
    throw invalidInput([{ path: 'week', message: 'error.invalidInput' }]);
}

/** `GET /api/lists/weekly-transport-list/`: each child of the filter, Monday to Friday. */
export async function weeklyTransportList(
  db: Reader,
  { year, week, ...filter }: { year: number; week: number } & GoingHomeFilter,
): Promise<WeeklyTransportList> {
  checkIsoWeek(year, week);
  const days = await readSchoolDays(db, weekDates(year, week));
  return { year, week, dates: days.dates, children: await readGoingHome(db, days, filter) };
}

/** Which children the daily list shows: the weekly filter, and the afternoon bus's line and slot. */
export interface DailyFilter extends GoingHomeFilter {
  grade?: Grade;
  /** The bus line (a SCHOOL_BUS service's id). */
  busLine?: number;
  /** When the bus leaves the school, 'HH:MM'. */
  busSlot?: string;
}

/**
 * `GET /api/lists/daily-transport-list/`: each child of the filter on `date`; with a bus line or
 * slot only the children taking that bus. `busLines` are the afternoon buses of the day's
 * children before the bus filters (the screen's choices).
 */
export async function dailyTransportList(
  db: Reader,
  { date, busLine, busSlot, ...filter }: { date: string } & DailyFilter,
): Promise<DailyTransportList> {
  const days = await readSchoolDays(db, [date]);
  const children = await readGoingHome(db, days, filter);
  const options = new Map<string, TransportBusOption>();
  for (const child of children) {
    const bus = child.days[0]?.bus;
    if (bus)
      options.set(`${bus.lineId}/${bus.departure}`, {
        lineId: bus.lineId,
        line: bus.line,
        departure: bus.departure,
      });
  }
  return {
    date,
    busLines: [...options.values()].sort(
      (a, b) => a.departure.localeCompare(b.departure) || a.line.localeCompare(b.line),
    ),
    children: children.filter((child) => {
      const bus = child.days[0]?.bus;
      if (busLine !== undefined && bus?.lineId !== busLine) return false;
      if (busSlot !== undefined && bus?.departure !== busSlot) return false;
      return true;
    }),
  };
}
