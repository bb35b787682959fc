import { useLingui } from '@lingui/react';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { EventDetail } from '../../model/event';
import { eventImagePath } from '../../api/event';
import { useApiClient } from '../api-client-context';
import { Alert } from '../alert';
import { BookOffer } from '../booking/book-offer';
import type { BookOfferProps } from '../booking/book-offer';
import { Button } from '../button';
import { formatDay } from './format-offer';
import { OfferAvailability } from './offer-availability';
import { OfferFacts } from './offer-facts';
import { OfferPrice } from './offer-price';
import { useOffer } from './use-offer';
import { LoadFailed } from '../load-failed';

/** Props of {@link OfferDetail}. */
export interface OfferDetailProps {
  id: number;
  /** Back to the list; without it (a deep link to one service) there is no Back button. */
  onBack?: () => void;
  /** The area's booking form, passed to {@link BookOffer}. */
  bookingForm?: BookOfferProps['form'];
  /** Replaces the Book button, for pages that show services of any area. */
  renderBooking?: (offer: EventDetail) => ReactNode;
}

/**
 * One service in full: picture, facts, dates, price, places and the description. The
 * description is HTML the server has sanitised to an allowlist (server/services/event), so it
 * is rendered as such. The heading takes focus when the detail opens, so keyboard and screen
 * reader users start reading at the new content.
 */
export function OfferDetail({ id, onBack, bookingForm, renderBooking }: OfferDetailProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const { state, retry } = useOffer(id);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.status === 'ready') heading.current?.focus();
  }, [state.status]);

  return (
    <div className="space-y-4">
      {onBack ? (
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {i18n._('offers.back')}
        </Button>
      ) : null}
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-gray-700">
          {i18n._('offers.loadingOne')}
        </p>
      ) : null}
      {state.status === 'notFound' ? (
        <Alert variant="info" title={i18n._('offers.notFound')} />
      ) : null}
      {state.status === 'failed' ? (
        <LoadFailed titleKey="offers.loadFailed" messageKey={state.messageKey} onRetry={retry} />
      ) : null}
      {state.status === 'ready' ? (
        <article className="space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
          <h3
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold text-gray-900 outline-none"
          >
            {state.data.name}
          </h3>
          {state.data.imageId !== null ? (
            <img
              src={`${client.baseURL}${eventImagePath(state.data.id)}`}
              alt=""
              className="max-h-64 w-full rounded-lg object-cover"
            />
          ) : null}
          <OfferFacts offer={state.data} />
          {state.data.startDate && state.data.endDate ? (
            <p className="text-sm text-gray-800">
              {i18n._('offers.dates', {
                start: formatDay(state.data.startDate, i18n.locale),
                end: formatDay(state.data.endDate, i18n.locale),
              })}
            </p>
          ) : null}
          <div className="flex flex-wrap items-end justify-between gap-3">
            <OfferPrice offer={state.data} />
            <OfferAvailability offer={state.data} />
          </div>
          {renderBooking ? (
            renderBooking(state.data)
          ) : (
            <BookOffer offer={state.data} form={bookingForm} />
          )}
          {state.data.description ? (
            <div
              className="offer-description space-y-2 text-sm leading-relaxed text-gray-800"
              dangerouslySetInnerHTML={{ __html: state.data.description }}
            />
          ) : null}
        </article>
      ) : null}
    </div>
  );
}
