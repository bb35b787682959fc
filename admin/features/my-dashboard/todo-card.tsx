import { useLingui } from '@lingui/react';
import { ListTodo } from 'lucide-react';
import type { MyDashboard } from '../../../shared/model/my-dashboard';
import { schoolTimeZone } from '../../../shared/state/school-time-zone';
import { formatWhen } from '../../ui/format-when';
import { CardLink, DashboardCard } from './dashboard-card';

/**
 * What the family must do: payment data the office still lacks (the payment form on /my/data),
 * a place offered from the waiting list, with its deadline in the school's zone (the booking's
 * page) and classes missing for the
 * coming school year (the child's data); "nothing" when all is done.
 */
export function TodoCard({ todo }: { todo: MyDashboard['todo'] }) {
  const { i18n } = useLingui();
  const empty = !todo.paymentMissing && todo.classMissing.length === 0 && todo.offers.length === 0;
  return (
    <DashboardCard id="family-todo" title={i18n._('my.dashboard.todo.title')} icon={ListTodo}>
      {empty ? (
        <p>{i18n._('my.dashboard.todo.none')}</p>
      ) : (
        <ul className="space-y-3">
          {todo.paymentMissing ? (
            <li>
              <p>{i18n._('my.dashboard.todo.payment')}</p>
              <CardLink href="/my/data">{i18n._('my.dashboard.todo.paymentLink')}</CardLink>
            </li>
          ) : null}
          {todo.offers.map((offer) => (
            <li key={offer.bookingId}>
              <p>
                {i18n._('my.dashboard.todo.offer', {
                  service: offer.serviceName,
                  name: offer.givenName,
                  deadline: formatWhen(offer.offerExpiresAt!, i18n.locale, schoolTimeZone.value),
                })}
              </p>
              <CardLink href={`/my/bookings/${offer.bookingId}`}>
                {i18n._('my.dashboard.todo.offerLink', { service: offer.serviceName })}
              </CardLink>
            </li>
          ))}
          {todo.classMissing.map((entry) => (
            <li key={entry.participantId}>
              <p>
                {i18n._('my.dashboard.todo.class', {
                  name: entry.givenName,
                  year: entry.schoolYear,
                })}
              </p>
              <CardLink href={`/my/participant/${entry.participantId}`}>
                {i18n._('my.dashboard.todo.classLink', { name: entry.givenName })}
              </CardLink>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
