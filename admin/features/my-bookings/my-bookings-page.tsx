import { useLingui } from '@lingui/react';
import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { can } from '../../../shared/access/capabilities';
import { listFamilyBookings } from '../../../shared/api/booking';
import type { FamilyBooking } from '../../../shared/model/family-booking';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Card } from '../../../shared/ui/card';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { SelectField } from '../../../shared/ui/select-field';
import { useResource } from '../../../shared/ui/use-resource';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { useRecordRoute } from '../../ui/use-record-route';
import { BookingActions } from './booking-actions';
import { FamilyBookingCard } from './family-booking-card';

const ALL = 'all';

/** The children (and the parent, for parent activities) the bookings are for, by first booking. */
function participantsOf(bookings: readonly FamilyBooking[]) {
  const byId = new Map<number, FamilyBooking['participant']>();
  for (const { participant } of bookings) byId.set(participant.id, participant);
  return [...byId.values()];
}

const linkClass =
  'text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary';

/**
 * `/my/bookings/{id}`: one booking of the family with what may be done with it (cancel, the
 * waiting-list answer). An id that is not the family's shows "not among your bookings": the
 * list comes from the session's family alone, so nothing of another family can show.
 */
function BookingPage({
  booking,
  onChanged,
}: {
  booking: FamilyBooking | null;
  onChanged: () => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-4">
      <Link href="/my/bookings" className={`inline-flex items-center gap-1 ${linkClass}`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {i18n._('myBookings.back')}
      </Link>
      {booking ? (
        <FamilyBookingCard
          booking={booking}
          level={2}
          footer={<BookingActions booking={booking} onChanged={onChanged} />}
        />
      ) : (
        <Card>
          <p className="text-gray-900">{i18n._('myBookings.notFound')}</p>
        </Card>
      )}
    </div>
  );
}

/**
 * `/my/bookings`: the family's bookings, newest first, with status, child, service, days and
 * price, and a choice of one child when there are several; each opens its own page
 * (`/my/bookings/{id}`). Staff without a family of their own see the empty state rather than
 * a refusal.
 */
export function MyBookingsPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.myBookings.title');
  const client = useApiClient();
  const user = currentUser.value;
  // Who books for a family: the capability of `GET /api/booking/customer`.
  const isParent = can(user, 'booking.own');
  const bookings = useResource(
    async () => (isParent ? listFamilyBookings(client) : []),
    [client, user?.personId],
  );
  const [shown, setShown] = useState(ALL);
  const { pathId } = useRecordRoute('/my/bookings');

  const list = bookings.state.status === 'ready' ? bookings.state.data : [];
  const participants = participantsOf(list);
  const visible =
    shown === ALL ? list : list.filter((entry) => String(entry.participant.id) === shown);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.myBookings.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{i18n._('myBookings.intro')}</p>
      </header>
      {bookings.state.status === 'loading' ? <PageLoading /> : null}
      {bookings.state.status === 'failed' ? (
        <LoadFailed
          titleKey="myBookings.loadFailed"
          messageKey={bookings.state.messageKey}
          onRetry={bookings.reload}
        />
      ) : null}
      {bookings.state.status === 'ready' && pathId !== null ? (
        <BookingPage
          booking={list.find((entry) => entry.id === pathId) ?? null}
          onChanged={bookings.reload}
        />
      ) : null}
      {bookings.state.status === 'ready' && pathId === null && list.length === 0 ? (
        <Card className="flex items-start gap-4">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <p className="text-gray-900">{i18n._('myBookings.empty')}</p>
            <Link
              href="/public"
              className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {i18n._('myBookings.browseOffers')}
            </Link>
          </div>
        </Card>
      ) : null}
      {pathId === null && participants.length > 1 ? (
        <SelectField
          className="max-w-xs"
          label={i18n._('myBookings.showFor')}
          value={shown}
          onChange={(event) => setShown(event.currentTarget.value)}
          options={[
            { value: ALL, label: i18n._('myBookings.everyone') },
            ...participants.map((participant) => ({
              value: String(participant.id),
              label: participant.isParent
                ? i18n._('myBookings.you')
                : `${participant.givenName} ${participant.familyName}`,
            })),
          ]}
        />
      ) : null}
      {pathId === null && visible.length > 0 ? (
        <section aria-label={i18n._('screens.myBookings.title')}>
          <p className="sr-only" aria-live="polite">
            {i18n._('myBookings.count', { count: visible.length })}
          </p>
          <ul className="space-y-3">
            {visible.map((booking) => (
              <li key={booking.id}>
                <FamilyBookingCard
                  booking={booking}
                  footer={
                    <Link
                      href={`/my/bookings/${booking.id}`}
                      className={linkClass}
                      aria-label={i18n._('myBookings.detailsOf', { name: booking.service.name })}
                    >
                      {i18n._('myBookings.details')}
                    </Link>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
