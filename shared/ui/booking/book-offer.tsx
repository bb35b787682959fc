import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import type { EventDetail } from '../../model/event';
import { loadCatalogs } from '../../i18n/i18n';
import { Button } from '../button';
import type { BookingFormProps } from './booking-form';

// The booking flow (forms, checks, payment) loads only when a parent starts booking, so the
// listing's first paint stays small (DESIGN §5 widget budget).
const BookingDialog = lazy(() =>
  import('./booking-dialog').then(({ BookingDialog }) => ({ default: BookingDialog })),
);

/** Props of {@link BookOffer}. */
export interface BookOfferProps {
  offer: EventDetail;
  /** The area's booking form (lazy-load it too); the default books a child's service. */
  form?: ComponentType<BookingFormProps>;
}

/** The "Book" button of a service and the booking dialog it opens. */
export function BookOffer({ offer, form }: BookOfferProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The dialog unmounts with its portal, so focus goes back to the button once it is gone (a
  // focus call while the dialog's focus trap is still mounted would be pulled back inside).
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) trigger.current?.focus();
  }, [open]);
  return (
    <>
      <Button
        ref={trigger}
        size="lg"
        onClick={() => {
          // The flow's catalogs load beside its code instead of after it; a failure shows
          // through the dialog's own useCatalogs.
          loadCatalogs(i18n, ['forms', 'booking']).catch(() => {});
          setOpen(true);
        }}
      >
        {i18n._('booking.flow.book')}
      </Button>
      {open ? (
        <Suspense
          fallback={
            <span role="status" className="text-sm text-gray-700">
              {i18n._('booking.flow.loading')}
            </span>
          }
        >
          <BookingDialog offer={offer} form={form} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
