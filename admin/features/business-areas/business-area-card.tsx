import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { guardRoute } from '../../../shared/access/guard-route';
import type { BusinessAreaSummary } from '../../../shared/model/business-area';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { Card } from '../../../shared/ui/card';
import { AreaSwitches } from './area-switches';

/** Props of {@link BusinessAreaCard}. */
export interface BusinessAreaCardProps {
  area: BusinessAreaSummary;
  /** The current school year's id: the service list is filtered to it, as the count is. */
  schoolYearId: number | null;
}

/** The service list (`/event`) filtered to the area and the year the count is of. */
export function servicesHref(area: string, schoolYearId: number | null): string {
  const query = new URLSearchParams({ businessArea: area });
  if (schoolYearId !== null) query.set('schoolYear', String(schoolYearId));
  return `/event?${query}`;
}

/**
 * One business area: whether parents can book it, its services this year (a link to the
 * service list filtered to it, for those who may open that list), the event types of those
 * services with their counts, and its switches.
 */
export function BusinessAreaCard({ area, schoolYearId }: BusinessAreaCardProps) {
  useSignals();
  const { i18n } = useLingui();
  const name = i18n._(`businessArea.${area.area}`);
  const headingId = `business-area-${area.area}`;
  const href = servicesHref(area.area, schoolYearId);
  const count = i18n._('businessAreas.services', { count: area.services });
  const canList = guardRoute(href, currentUser.value).allow;
  return (
    <Card aria-labelledby={headingId} className="space-y-4 p-5 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {name}
        </h2>
        <span
          className={
            area.offered
              ? 'rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-medium text-green-800 ring-1 ring-green-700/30'
              : 'rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800 ring-1 ring-gray-500/30'
          }
        >
          {i18n._(area.offered ? 'businessAreas.offered' : 'businessAreas.notOffered')}
        </span>
      </header>
      <p className="text-sm">
        {canList ? (
          <Link
            href={href}
            aria-label={`${count}. ${i18n._('businessAreas.showServices', { area: name })}`}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {count}
          </Link>
        ) : (
          <span className="font-medium text-gray-900">{count}</span>
        )}
      </p>
      <div className="space-y-1.5">
        <h3 className="text-sm font-medium text-gray-900">{i18n._('businessAreas.eventTypes')}</h3>
        {area.eventTypes.length === 0 ? (
          <p className="text-sm text-gray-700">{i18n._('businessAreas.noEventTypes')}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {area.eventTypes.map((type) => (
              <li
                key={type.id}
                className="rounded-md bg-gray-100 px-2 py-0.5 text-xs text-gray-800 tabular-nums"
              >
                {i18n._('businessAreas.eventType', { name: type.name, count: type.services })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-1">
        <h3 className="text-sm font-medium text-gray-900">{i18n._('businessAreas.switches')}</h3>
        <AreaSwitches area={area} />
      </div>
    </Card>
  );
}
