import type { Locale, RelationshipType } from '../../../shared/model/enums';
import type { TransportDay } from '../../../shared/model/transport-list';

/** What the lists' PDFs and the dismissal sheets write besides the data, per language. */
export interface ListLabels {
  weeklyTitle(year: number, week: number): string;
  dailyTitle(date: string): string;
  busLinesTitle(date: string): string;
  dismissalTitle(clazz: string, date: string): string;
  child: string;
  clazz: string;
  wayHome: string;
  stop: string;
  time: string;
  noStop: string;
  morning: string;
  afternoon: string;
  noLines: string;
  noChildren: string;
  /** A column's date with its weekday. */
  date(iso: string): string;
  /** The day of a child in words: activities first, then the way home (one line each). */
  day(day: TransportDay): string;
  absent(note: string | null): string;
}

const RELATIONSHIPS: Record<Locale, Record<RelationshipType, string>> = {
  en: {
    PARENT_CUSTOMER: 'parent',
    PARENT_SPOUSE: 'parent',
    GRANDPARENT: 'grandparent',
    SIBLING: 'sibling',
    STEP_PARENT: 'step-parent',
    AUNT_UNCLE: 'aunt or uncle',
    COUSIN: 'cousin',
    BABYSITTER: 'babysitter',
    AU_PAIR: 'au pair',
    FAMILY_FRIEND: 'family friend',
    NEIGHBOR: 'neighbour',
    TAXI_DRIVER: 'taxi driver',
    OTHER: 'other',
  },
  de: {
    PARENT_CUSTOMER: 'Elternteil',
    PARENT_SPOUSE: 'Elternteil',
    GRANDPARENT: 'Großelternteil',
    SIBLING: 'Geschwister',
    STEP_PARENT: 'Stiefelternteil',
    AUNT_UNCLE: 'Tante oder Onkel',
    COUSIN: 'Cousin oder Cousine',
    BABYSITTER: 'Babysitter',
    AU_PAIR: 'Au-pair',
    FAMILY_FRIEND: 'Freund der Familie',
    NEIGHBOR: 'Nachbar',
    TAXI_DRIVER: 'Taxifahrer',
    OTHER: 'Andere',
  },
};

/** The words of a day, given the language's phrases. */
interface Phrases {
  activity(name: string, room: string | null, endTime: string | null): string;
  bus(line: string, stop: string | null, time: string | null, departure: string): string;
  childminding(until: string | null): string;
  pickUp(persons: string): string;
  nobodyLinked: string;
  alone: string;
  noSchool: string;
  absent(note: string | null): string;
}

function describe(day: TransportDay, phrases: Phrases, locale: Locale): string {
  const lines = day.activities.map((activity) =>
    phrases.activity(activity.name, activity.room, activity.endTime),
  );
  if (day.way === 'ABSENT') return phrases.absent(day.absence);
  if (day.way === 'NO_SCHOOL') return phrases.noSchool;
  if (day.childminding) lines.push(phrases.childminding(day.childminding.until));
  if (day.bus)
    lines.push(phrases.bus(day.bus.line, day.bus.stop, day.bus.stopTime, day.bus.departure));
  else if (day.alone) lines.push(phrases.alone);
  else
    lines.push(
      day.pickUp.length === 0
        ? phrases.nobodyLinked
        : phrases.pickUp(
            day.pickUp
              .map((person) =>
                person.relationship
                  ? `${person.name} (${RELATIONSHIPS[locale][person.relationship]})`
                  : person.name,
              )
              .join(', '),
          ),
    );
  return lines.join('\n');
}

const WEEKDAY_DATE = {
  en: new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  de: new Intl.DateTimeFormat('de-DE', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};
const formatDate = (locale: Locale, iso: string) =>
  WEEKDAY_DATE[locale].format(new Date(`${iso}T00:00:00Z`));

const EN: Phrases = {
  activity: (name, room, endTime) =>
    [name, room, endTime ? `until ${endTime}` : null].filter(Boolean).join(', '),
  bus: (line, stop, time, departure) =>
    `${line}, ${departure}${stop ? ` – ${stop}${time ? ` ${time}` : ''}` : ''}`,
  childminding: (until) => `Childminding${until ? ` until ${until}` : ''}`,
  pickUp: (persons) => `Picked up by ${persons}`,
  nobodyLinked: 'Picked up (nobody linked)',
  alone: 'Goes home alone',
  noSchool: 'No school',
  absent: (note) => `Absent${note ? `: ${note}` : ''}`,
};
const DE: Phrases = {
  activity: (name, room, endTime) =>
    [name, room, endTime ? `bis ${endTime}` : null].filter(Boolean).join(', '),
  bus: (line, stop, time, departure) =>
    `${line}, ${departure}${stop ? ` – ${stop}${time ? ` ${time}` : ''}` : ''}`,
  childminding: (until) => `Betreuung${until ? ` bis ${until}` : ''}`,
  pickUp: (persons) => `Abgeholt von ${persons}`,
  nobodyLinked: 'Wird abgeholt (niemand verknüpft)',
  alone: 'Geht allein nach Hause',
  noSchool: 'Kein Unterricht',
  absent: (note) => `Abwesend${note ? `: ${note}` : ''}`,
};

const LABELS: Record<Locale, ListLabels> = {
  en: {
    weeklyTitle: (year, week) => `Transport list, week ${week}/${year}`,
    dailyTitle: (date) => `Transport list, ${formatDate('en', date)}`,
    busLinesTitle: (date) => `Bus lines, ${formatDate('en', date)}`,
    dismissalTitle: (clazz, date) => `Dismissal sheet ${clazz}, ${formatDate('en', date)}`,
    child: 'Child',
    clazz: 'Class',
    wayHome: 'After lessons',
    stop: 'Stop',
    time: 'Time',
    noStop: 'No stop given',
    morning: 'morning',
    afternoon: 'afternoon',
    noLines: 'No bus runs on this day.',
    noChildren: 'No children.',
    date: (iso) => formatDate('en', iso),
    day: (day) => describe(day, EN, 'en'),
    absent: EN.absent,
  },
  de: {
    weeklyTitle: (year, week) => `Transportliste, KW ${week}/${year}`,
    dailyTitle: (date) => `Transportliste, ${formatDate('de', date)}`,
    busLinesTitle: (date) => `Buslinien, ${formatDate('de', date)}`,
    dismissalTitle: (clazz, date) => `Entlassliste ${clazz}, ${formatDate('de', date)}`,
    child: 'Kind',
    clazz: 'Klasse',
    wayHome: 'Nach dem Unterricht',
    stop: 'Haltestelle',
    time: 'Zeit',
    noStop: 'Keine Haltestelle angegeben',
    morning: 'morgens',
    afternoon: 'nachmittags',
    noLines: 'An diesem Tag fährt kein Bus.',
    noChildren: 'Keine Kinder.',
    date: (iso) => formatDate('de', iso),
    day: (day) => describe(day, DE, 'de'),
    absent: DE.absent,
  },
};

/** The lists' words in `locale`. */
export const listLabels = (locale: Locale): ListLabels => LABELS[locale];
