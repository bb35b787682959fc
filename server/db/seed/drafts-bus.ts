import { WEEKDAYS } from '../../../shared/model/enums';
import type { SchoolYearCalendar } from './calendar';
import { draft, type ServiceDraft } from './drafts';

const WORKDAYS = WEEKDAYS.slice(0, 5);

/** Three bus lines, each stop listed from the far end towards the school with minutes between. */
const BUS_LINES = [
  {
    number: 1,
    area: 'North',
    stops: [
      ['Bad Homburg Bahnhof', 0],
      ['Nordweststadt', 12],
      ['Heddernheim', 6],
      ['Dornbusch', 7],
      ['Hügelstraße', 5],
    ],
  },
  {
    number: 2,
    area: 'East',
    stops: [
      ['Riederwald', 0],
      ['Ostbahnhof', 6],
      ['Eissporthalle', 5],
      ['Seckbacher Landstraße', 6],
      ['Bornheim Mitte', 5],
    ],
  },
  {
    number: 3,
    area: 'South',
    stops: [
      ['Schwanheim', 0],
      ['Niederrad', 8],
      ['Oberrad', 9],
      ['Lokalbahnhof', 6],
      ['Südbahnhof', 4],
      ['Westbahnhof', 9],
    ],
  },
] as const;
const TO_SCHOOL_MINUTES = 10;

/** Monthly price by distance from the school: 40 euro plus 5 per started 10 minutes. */
const busPrice = (minutesFromSchool: number) => 40 + 5 * Math.ceil(minutesFromSchool / 10);

export function busDrafts(calendar: SchoolYearCalendar): ServiceDraft[] {
  return BUS_LINES.flatMap((line) => {
    let elapsed = 0;
    const timed = line.stops.map(([stop, gap]) => ({ stop, minute: (elapsed += gap) }));
    const total = elapsed + TO_SCHOOL_MINUTES;
    const priced = (stop: string, distance: number, fromSchool: number) => ({
      stop,
      distance,
      totalPrice: busPrice(fromSchool),
      memberPrice: busPrice(fromSchool) - 5,
    });
    const morning = [
      ...timed.map(({ stop, minute }) => priced(stop, minute, total - minute)),
      { stop: 'ESF', distance: total, totalPrice: null, memberPrice: null },
    ];
    const afternoon = [
      { stop: 'ESF', distance: 0, totalPrice: null, memberPrice: null },
      ...[...timed]
        .reverse()
        .map(({ stop, minute }) => priced(stop, total - minute, total - minute)),
    ];
    const base = (inbound: boolean) => {
      const name = `Bus Line ${line.number} ${line.area} (${inbound ? 'morning' : 'afternoon'})`;
      return draft({
        name,
        businessArea: 'SCHOOL_BUS',
        key: `BUS-${line.number}-${inbound ? 'IN' : 'OUT'}`,
        eventType: 'School bus',
        startDate: calendar.firstSchoolDay,
        endDate: calendar.lastSchoolDay,
        recurrences: WORKDAYS.map((dayOfWeek) => ({
          dayOfWeek,
          time: inbound ? '07:05' : '15:45',
          endTime: null,
        })),
        maximumNumber: 45,
        inbound,
        mapsUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${line.stops[0][0]} Frankfurt`)}`,
        mapsUrlText: `Route of line ${line.number}`,
        busStops: inbound ? morning : afternoon,
        description: `<p>${inbound ? 'Morning bus to school' : 'Afternoon bus home'} through ${line.area.toLowerCase()} Frankfurt.</p>`,
      });
    };
    return [base(true), base(false)];
  });
}
