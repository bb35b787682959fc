import { useLingui } from '@lingui/react';
import type { BusLineList } from '../../../shared/model/transport-list';

const headCell =
  'px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-gray-700 print:px-1';

/**
 * The bus-line list: a section per line run of the day (morning buses first), its stops in the
 * order the bus reaches them with the time there and the children getting on or off. Each line
 * starts a new printed page.
 */
export function BusLinesView({ list }: { list: BusLineList }) {
  const { i18n } = useLingui();
  if (list.lines.length === 0)
    return <p className="text-sm text-gray-600">{i18n._('lists.noLines')}</p>;
  return (
    <div className="space-y-6">
      {list.lines.map((line) => {
        const headingId = `bus-line-${line.recurrenceId}`;
        const count = line.stops.reduce((sum, stop) => sum + stop.children.length, 0);
        return (
          <section
            key={line.recurrenceId}
            aria-labelledby={headingId}
            className="break-inside-avoid print:break-before-page print:first:break-before-auto"
          >
            <h2 id={headingId} className="text-lg font-semibold text-gray-900">
              {line.line} · {line.time}
            </h2>
            <p className="mb-2 text-sm text-gray-600">
              {i18n._(line.inbound ? 'lists.morningBus' : 'lists.afternoonBus')} ·{' '}
              {i18n._('lists.childCount', { count })}
            </p>
            <div className="overflow-x-auto rounded border border-gray-200 bg-white print:border-0">
              <table className="min-w-full divide-y divide-gray-200">
                <thead className="bg-gray-50">
                  <tr>
                    <th scope="col" className={headCell}>
                      {i18n._('lists.time')}
                    </th>
                    <th scope="col" className={headCell}>
                      {i18n._('lists.stop')}
                    </th>
                    <th scope="col" className={headCell}>
                      {i18n._('lists.children')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-200">
                  {line.stops.map((stop) => (
                    <tr key={stop.name ?? ''} className="break-inside-avoid">
                      <td className="whitespace-nowrap px-2 py-1.5 align-top font-mono text-sm text-gray-700">
                        {stop.time ?? ''}
                      </td>
                      <th
                        scope="row"
                        className="px-2 py-1.5 text-left align-top text-sm font-medium text-gray-900"
                      >
                        {stop.name ?? i18n._('lists.noStop')}
                      </th>
                      <td className="px-2 py-1.5 align-top text-sm text-gray-800">
                        {stop.children.map((child) => (
                          <span key={child.participantId} className="block">
                            {child.familyName}, {child.givenName}
                            {child.clazz ? ` (${child.clazz})` : ''}
                            {child.absence === null ? null : (
                              <span className="text-rose-700">
                                {' – '}
                                {child.absence
                                  ? i18n._('lists.way.absentBecause', { reason: child.absence })
                                  : i18n._('lists.way.absent')}
                              </span>
                            )}
                          </span>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </div>
  );
}
