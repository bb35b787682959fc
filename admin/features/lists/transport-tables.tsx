import { useLingui } from '@lingui/react';
import type { TransportChild, TransportDay } from '../../../shared/model/transport-list';
import { toUtcDate } from '../../../shared/ui/calendar-dates';
import { cn } from '../../../shared/ui/cn';
import { dayLines } from './day-text';

const WAY_TONE: Record<TransportDay['way'], string> = {
  BUS: 'border-l-sky-600',
  CHILDMINDING: 'border-l-amber-600',
  PICK_UP: 'border-l-emerald-600',
  ALONE: 'border-l-gray-500',
  ABSENT: 'border-l-rose-600 text-gray-600',
  NO_SCHOOL: 'border-l-gray-300 text-gray-600',
};

/** One child's day in a cell: a line each, the way home marked by a coloured edge. */
function DayCell({ day }: { day: TransportDay }) {
  const { i18n } = useLingui();
  return (
    <td
      className={cn(
        'border-l-4 px-2 py-1.5 align-top text-sm print:px-1 print:py-0.5 print:text-[9pt]',
        WAY_TONE[day.way],
      )}
      data-way={day.way}
    >
      {dayLines(day, i18n).map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </td>
  );
}

/** A column's day: "Mon 30 Nov", "Mo., 30. Nov.". */
const columnDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(toUtcDate(date));

const headCell =
  'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-gray-700 print:px-1';

/** Child and class: the first two cells of a row. */
function ChildCells({ child }: { child: TransportChild }) {
  return (
    <>
      <th
        scope="row"
        className="whitespace-nowrap px-2 py-1.5 text-left align-top text-sm font-medium text-gray-900"
      >
        {child.familyName}, {child.givenName}
      </th>
      <td className="whitespace-nowrap px-2 py-1.5 align-top text-sm text-gray-700">
        {child.clazz ?? ''}
      </td>
    </>
  );
}

/** A table of children and days: the weekly list (five days) or the daily list (one). */
export function TransportTable({
  caption,
  dates,
  pupils,
}: {
  caption: string;
  dates: readonly string[];
  pupils: readonly TransportChild[];
}) {
  const { i18n } = useLingui();
  if (pupils.length === 0)
    return <p className="text-sm text-gray-600">{i18n._('lists.noChildren')}</p>;
  return (
    <div className="overflow-x-auto rounded border border-gray-200 bg-white print:overflow-visible print:border-0">
      <table className="min-w-full divide-y divide-gray-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={headCell}>
              {i18n._('lists.child')}
            </th>
            <th scope="col" className={headCell}>
              {i18n._('lists.clazz')}
            </th>
            {dates.map((date) => (
              <th key={date} scope="col" className={headCell}>
                {dates.length === 1 ? i18n._('lists.afterLessons') : columnDate(date, i18n.locale)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {pupils.map((child) => (
            <tr key={child.participantId} className="break-inside-avoid">
              <ChildCells child={child} />
              {child.days.map((day) => (
                <DayCell key={day.date} day={day} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
