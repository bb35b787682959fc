import { useLingui } from '@lingui/react';
import { Bus, Baby } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { can } from '../../../shared/access/capabilities';
import { listFamilyBookings } from '../../../shared/api/booking';
import { cancelBooking } from '../../../shared/api/booking-save';
import { getBusStops } from '../../../shared/api/bus-stop';
import type { BusStopItem } from '../../../shared/model/bus-stop';
import type { FamilyBooking } from '../../../shared/model/family-booking';
import type { MessageId } from '../../../shared/model/message-ids';
import { currentUser } from '../../../shared/state/session';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Card } from '../../../shared/ui/card';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { BookingDialog } from '../bookings/dialog/booking-dialog';
import { AreaBookingCard, isOpen } from './area-booking-card';

/** What differs between `/my/school-bus` and `/my/childminding`. */
const AREAS = {
  SCHOOL_BUS: {
    title: 'screens.mySchoolBus.title',
    intro: 'screens.mySchoolBus.summary',
    empty: 'myServices.bus.empty',
    book: '/public/school-bus',
    Icon: Bus,
  },
  CHILDMINDING: {
    title: 'screens.myChildminding.title',
    intro: 'screens.myChildminding.summary',
    empty: 'myServices.childminding.empty',
    book: '/public/childminding',
    Icon: Baby,
  },
} as const satisfies Record<
  string,
  { title: MessageId; intro: MessageId; empty: MessageId; book: string; Icon: unknown }
>;

/** Props of {@link MyAreaBookingsPage}. */
export interface MyAreaBookingsPageProps {
  area: keyof typeof AREAS;
}

/**
 * `/my/school-bus` and `/my/childminding` (issue 19.7): the family's bookings of the area, open
 * ones first — a bus with the child's stop and the bus's time there per weekday, childminding
 * with its days and until when. Change opens the booking dialog, which saves a family's change
 * through `PUT /api/booking/change-booking` (the booking rules; back to PENDING); cancel goes
 * through `PUT /api/booking/cancel-booking` (with notice). No rule is decided here.
 */
export function MyAreaBookingsPage({ area }: MyAreaBookingsPageProps) {
  useSignals();
  const { i18n } = useLingui();
  const texts = AREAS[area];
  usePageTitle(texts.title);
  const client = useApiClient();
  const user = currentUser.value;
  const isParent = can(user, 'booking.own');
  const loaded = useResource(
    async (signal) => {
      if (!isParent)
        return { bookings: [] as FamilyBooking[], stops: new Map<number, BusStopItem[]>() };
      const all = await listFamilyBookings(client);
      const bookings = all
        .filter((booking) => booking.service.businessArea === area)
        .sort((a, b) => Number(isOpen(b)) - Number(isOpen(a)));
      const lines = [...new Set(bookings.map((booking) => booking.service.id))];
      const stops = new Map(
        area === 'SCHOOL_BUS'
          ? await Promise.all(
              lines.map(async (id) => [id, await getBusStops(client, id, { signal })] as const),
            )
          : [],
      );
      return { bookings, stops };
    },
    [client, user?.personId, area],
  );
  const [changing, setChanging] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<FamilyBooking | null>(null);
  const data = loaded.state.status === 'ready' ? loaded.state.data : null;

  async function cancel(booking: FamilyBooking) {
    try {
      await cancelBooking(client, { id: booking.id });
      showSnackbar('myServices.cancelled', { kind: 'success' });
      loaded.reload();
    } catch (error) {
      reportFailure(error, 'myServices.cancelFailed');
      throw error;
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._(texts.title)}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{i18n._(texts.intro)}</p>
      </header>
      {loaded.state.status === 'loading' ? <PageLoading /> : null}
      {loaded.state.status === 'failed' ? (
        <LoadFailed
          titleKey="myBookings.loadFailed"
          messageKey={loaded.state.messageKey}
          onRetry={loaded.reload}
        />
      ) : null}
      {data && data.bookings.length === 0 ? (
        <Card className="flex items-start gap-4">
          <texts.Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <p className="text-gray-900">{i18n._(texts.empty)}</p>
            {isParent ? (
              <Link
                href={texts.book}
                className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {i18n._('myBookings.browseOffers')}
              </Link>
            ) : null}
          </div>
        </Card>
      ) : null}
      {data && data.bookings.length > 0 ? (
        <div className="space-y-4">
          {data.bookings.map((booking) => (
            <AreaBookingCard
              key={booking.id}
              booking={booking}
              stops={data.stops.get(booking.service.id)}
              onChange={() => setChanging(booking.id)}
              onCancel={() => setCancelling(booking)}
            />
          ))}
        </div>
      ) : null}
      {changing !== null ? (
        <BookingDialog id={changing} onClose={() => setChanging(null)} onSaved={loaded.reload} />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={i18n._('myServices.cancelTitle')}
        text={
          cancelling
            ? i18n._('myServices.cancelText', {
                service: cancelling.service.name,
                name: cancelling.participant.givenName,
              })
            : null
        }
        confirmLabel={i18n._('myServices.cancel')}
        variant="destructive"
        onConfirm={() => (cancelling ? cancel(cancelling) : undefined)}
      />
    </div>
  );
}

/** `/my/school-bus`. */
export const MySchoolBusPage = () => <MyAreaBookingsPage area="SCHOOL_BUS" />;
/** `/my/childminding`. */
export const MyChildmindingPage = () => <MyAreaBookingsPage area="CHILDMINDING" />;
