import { useLingui } from '@lingui/react';
import { School } from 'lucide-react';
import { priceLabelOf } from '../../model/price-label';
import type { EventDetail } from '../../model/event';
import { formatEuro, weekdayName } from '../offers/format-offer';
import { stopTimesText } from './bus-stops';
import type { BusStopsState } from './use-bus-stops';
import { LoadFailed } from '../load-failed';

/** Props of {@link BusStopTable}. */
export interface BusStopTableProps {
  line: Pick<EventDetail, 'name' | 'inbound' | 'businessArea' | 'startDate' | 'endDate'>;
  state: BusStopsState;
  retry: () => void;
}

/**
 * The stops of a line in the order the bus reaches them, with the time at each stop (the
 * line's time shifted by the stop's distance) and the price of riding from or to it, the
 * member price beneath for readers who see it (as the listing shows prices). The school stop
 * is marked: where a morning bus ends and an afternoon bus starts.
 */
export function BusStopTable({ line, state, retry }: BusStopTableProps) {
  const { i18n } = useLingui();
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-sm text-gray-700">
        {i18n._('bus.stops.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <LoadFailed titleKey="bus.stops.loadFailed" messageKey={state.messageKey} onRetry={retry} />
    );
  }
  const dayName = (day: Parameters<typeof weekdayName>[0]) => weekdayName(day, i18n.locale);
  // Narrow (a phone, a widget in a sidebar): the time moves under the stop, so two columns
  // fit and nothing hides behind a sideways scroll that a keyboard could not reach.
  return (
    <div className="rounded-lg border border-gray-200">
      <table className="w-full text-left text-sm [overflow-wrap:anywhere]">
        <caption className="px-3 pt-3 text-left font-semibold text-gray-900">
          {i18n._(line.inbound ? 'bus.stops.captionInbound' : 'bus.stops.captionOutbound')}
        </caption>
        <thead className="text-xs uppercase tracking-wide text-gray-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {i18n._('bus.stops.stop')}
            </th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
              {i18n._('bus.stops.time')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {i18n._(priceLabelOf(line))}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {state.data.map((stop) => {
            const { totalPrice, memberPrice } = stop.price;
            const times = stopTimesText(stop, dayName) ?? i18n._('bus.stops.noTime');
            return (
              <tr key={stop.id} className={stop.isSchoolStop ? 'bg-primary-50' : undefined}>
                <th scope="row" className="px-3 py-2 font-normal">
                  <span className="flex items-center gap-2 font-medium text-gray-900">
                    {stop.isSchoolStop ? (
                      <School aria-hidden="true" className="size-4 text-primary-700" />
                    ) : null}
                    {stop.name}
                    {stop.isSchoolStop ? (
                      <span className="rounded bg-primary-100 px-1.5 py-0.5 text-xs font-medium text-primary-800">
                        {i18n._(line.inbound ? 'bus.stops.destination' : 'bus.stops.start')}
                      </span>
                    ) : null}
                  </span>
                  <span className="block text-gray-700">{stop.street}</span>
                  <span className="mt-1 block tabular-nums text-gray-900 sm:hidden">{times}</span>
                </th>
                <td className="hidden px-3 py-2 tabular-nums text-gray-900 sm:table-cell">
                  {times}
                </td>
                <td className="px-3 py-2 text-right tabular-nums text-gray-900">
                  {totalPrice != null ? formatEuro(totalPrice, i18n.locale) : null}
                  {memberPrice != null ? (
                    <span className="block text-gray-700">
                      {totalPrice != null
                        ? i18n._('offers.memberPrice', {
                            price: formatEuro(memberPrice, i18n.locale),
                          })
                        : formatEuro(memberPrice, i18n.locale)}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
