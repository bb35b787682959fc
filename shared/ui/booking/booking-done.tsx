import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import type { EventDetail } from '../../model/event';
import { Button } from '../button';
import { useApiClient } from '../api-client-context';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';

/** Props of {@link BookingDone}. */
export interface BookingDoneProps {
  offer: EventDetail;
  /** The service was full: the child joined its waiting list (issue 23.5). */
  waiting?: boolean;
  onClose: () => void;
}

/**
 * The confirmation after booking: the request is PENDING (or, for a full service, the child is
 * on its waiting list), what happens next, and where the parent finds it — the offer of a freed
 * place is answered there. The heading takes focus so screen readers announce the outcome.
 */
export function BookingDone({ offer, waiting = false, onClose }: BookingDoneProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
        <div>
          <h3
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-gray-900 outline-none"
          >
            {i18n._(waiting ? 'booking.done.waitingTitle' : 'booking.bookingSuccessful')}
          </h3>
          <p className="mt-1 text-sm text-gray-800">
            {i18n._(waiting ? 'booking.done.waiting' : 'booking.done.pending', {
              service: offer.name,
            })}
          </p>
        </div>
      </div>
      <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
        {i18n._(waiting ? 'booking.done.waitingStatus' : 'booking.done.status')}
      </p>
      <p className="text-sm text-gray-800">
        {i18n._(waiting ? 'booking.done.waitingNext' : 'booking.done.next')}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <a
          href={`${client.baseURL}/my/bookings`}
          target="_blank"
          rel="noopener"
          className={cn('rounded text-sm font-medium text-primary-700 underline', focusRing)}
        >
          {i18n._('booking.done.personalArea')}
        </a>
        <Button onClick={onClose}>{i18n._('snackbar.close')}</Button>
      </div>
    </div>
  );
}
