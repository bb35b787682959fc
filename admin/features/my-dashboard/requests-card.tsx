import { useLingui } from '@lingui/react';
import { Hourglass } from 'lucide-react';
import { Link } from 'wouter';
import type { DashboardRequest } from '../../../shared/model/my-dashboard';
import { cn } from '../../../shared/ui/cn';
import { focusRing } from '../../../shared/ui/focus-ring';
import { formatDay } from '../../../shared/ui/offers/format-offer';
import { schoolTimeZone } from '../../../shared/state/school-time-zone';
import { formatWhen } from '../../ui/format-when';
import { StatusBadge } from '../my-bookings/status-badge';
import { CardLink, DashboardCard } from './dashboard-card';

/**
 * The family's requests the office has not decided and its waiting-list places, each a link;
 * a place offered says until when it is held (the school's zone, the reader's locale).
 */
export function RequestsCard({ requests }: { requests: readonly DashboardRequest[] }) {
  const { i18n } = useLingui();
  return (
    <DashboardCard
      id="open-requests"
      title={i18n._('my.dashboard.requests.title')}
      icon={Hourglass}
      links={<CardLink href="/my/bookings">{i18n._('my.dashboard.requests.all')}</CardLink>}
    >
      {requests.length === 0 ? (
        <p>{i18n._('my.dashboard.requests.none')}</p>
      ) : (
        <ul className="space-y-2">
          {requests.map((request) => (
            <li key={request.bookingId}>
              <Link
                href={`/my/bookings/${request.bookingId}`}
                className={cn(
                  'flex flex-wrap items-start justify-between gap-2 rounded-lg border border-gray-200 px-3 py-2 hover:bg-gray-50',
                  focusRing,
                )}
              >
                <span className="min-w-0">
                  <span className="block font-medium text-gray-900">{request.serviceName}</span>
                  <span className="block text-gray-600">
                    {request.givenName} ·{' '}
                    {i18n._('my.dashboard.requests.since', {
                      date: formatDay(request.registrationDate, i18n.locale),
                    })}
                  </span>
                  {request.offerExpiresAt ? (
                    <span className="block font-medium text-primary-800">
                      {i18n._('my.dashboard.requests.offerUntil', {
                        deadline: formatWhen(
                          request.offerExpiresAt,
                          i18n.locale,
                          schoolTimeZone.value,
                        ),
                      })}
                    </span>
                  ) : null}
                </span>
                <StatusBadge status={request.status} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
