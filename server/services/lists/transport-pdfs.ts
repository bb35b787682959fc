import type { Locale } from '../../../shared/model/enums';
import type {
  BusLineList,
  DailyTransportList,
  TransportChild,
  WeeklyTransportList,
} from '../../../shared/model/transport-list';
import { listLabels } from './list-labels';
import { renderPdfTables } from './pdf-tables';

const nameOf = (child: Pick<TransportChild, 'familyName' | 'givenName'>) =>
  `${child.familyName}, ${child.givenName}`;

/** The weekly list as a PDF: a row per child, a column per weekday (landscape). */
export function weeklyTransportPdf(list: WeeklyTransportList, locale: Locale): Promise<Uint8Array> {
  const labels = listLabels(locale);
  const title = labels.weeklyTitle(list.year, list.week);
  const dayShare = 0.78 / list.dates.length;
  return renderPdfTables(
    [
      {
        title,
        columns: [
          { title: labels.child, share: 0.14 },
          { title: labels.clazz, share: 0.08 },
          ...list.dates.map((date) => ({ title: labels.date(date), share: dayShare })),
        ],
        rows: list.children.map((child) => [
          nameOf(child),
          child.clazz ?? '',
          ...child.days.map((day) => labels.day(day)),
        ]),
        empty: labels.noChildren,
      },
    ],
    { title, layout: 'landscape' },
  );
}

/** The daily list as a PDF: a row per child with the day's way home. */
export function dailyTransportPdf(list: DailyTransportList, locale: Locale): Promise<Uint8Array> {
  const labels = listLabels(locale);
  const title = labels.dailyTitle(list.date);
  return renderPdfTables(
    [
      {
        title,
        columns: [
          { title: labels.child, share: 0.28 },
          { title: labels.clazz, share: 0.12 },
          { title: labels.wayHome, share: 0.6 },
        ],
        rows: list.children.map((child) => [
          nameOf(child),
          child.clazz ?? '',
          child.days[0] ? labels.day(child.days[0]) : '',
        ]),
        empty: labels.noChildren,
      },
    ],
    { title },
  );
}

/** The bus lines as a PDF: a table per line run, a row per stop with its time and children. */
export function busLinePdf(list: BusLineList, locale: Locale): Promise<Uint8Array> {
  const labels = listLabels(locale);
  const title = labels.busLinesTitle(list.date);
  return renderPdfTables(
    list.lines.map((line) => ({
      title: `${line.line} ${line.time}`,
      subtitle: `${title} · ${line.inbound ? labels.morning : labels.afternoon}`,
      columns: [
        { title: labels.time, share: 0.1 },
        { title: labels.stop, share: 0.3 },
        { title: labels.child, share: 0.6 },
      ],
      rows: line.stops.map((stop) => [
        stop.time ?? '',
        stop.name ?? labels.noStop,
        stop.children
          .map(
            (child) =>
              `${nameOf(child)}${child.clazz ? ` (${child.clazz})` : ''}${
                child.absence === null ? '' : ` – ${labels.absent(child.absence)}`
              }`,
          )
          .join('\n'),
      ]),
      empty: labels.noChildren,
    })),
    { title, empty: labels.noLines },
  );
}
