import { useLingui } from '@lingui/react';
import type { PublicEventItem } from '../../model/event';
import { cn } from '../cn';
import { formatDay } from './format-offer';

/** Few places left: worth a warning colour. */
const FEW_PLACES = 3;

/** Places left (or "fully booked") and the registration deadline. */
export function OfferAvailability({ offer }: { offer: PublicEventItem }) {
  const { i18n } = useLingui();
  const { placesLeft, registrationDeadline } = offer;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {placesLeft !== null ? (
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 font-medium',
            placesLeft === 0
              ? 'bg-gray-200 text-gray-800'
              : placesLeft <= FEW_PLACES
                ? 'bg-amber-100 text-amber-900'
                : 'bg-green-100 text-green-900',
          )}
        >
          {placesLeft === 0
            ? i18n._('offers.full')
            : i18n._('offers.placesLeft', { count: placesLeft })}
        </span>
      ) : null}
      {registrationDeadline ? (
        <span className="text-gray-700">
          {i18n._('offers.deadline', { date: formatDay(registrationDeadline, i18n.locale) })}
        </span>
      ) : null}
    </div>
  );
}
