import { useLingui } from '@lingui/react';
import type { OfferNavigation } from '../offers/offer-card';
import { OffersStatus } from '../offers/offers-status';
import { usePublicOffers } from '../offers/use-public-offers';
import { BusLineCard } from './bus-line-card';

const NO_FILTERS = {};

/** The two directions of the bus, morning buses first. */
const DIRECTIONS = [
  { inbound: true, titleKey: 'bus.list.inbound', textKey: 'bus.list.inboundText' },
  { inbound: false, titleKey: 'bus.list.outbound', textKey: 'bus.list.outboundText' },
] as const;

/**
 * The bus lines open for booking (services of type SCHOOL_BUS), the morning buses to school and
 * the afternoon buses home in a section each, with clear loading, empty and failure states.
 * While `enableSchoolBusBooking` is off the server answers `booking.notOffered.SCHOOL_BUS`.
 */
export function BusLineList(navigation: OfferNavigation) {
  const { i18n } = useLingui();
  const { state, retry } = usePublicOffers('SCHOOL_BUS', NO_FILTERS);
  return (
    <div className="space-y-6">
      <OffersStatus state={state} retry={retry} foundKey="bus.list.found" noneKey="bus.list.none" />
      {state.status === 'ready'
        ? DIRECTIONS.map(({ inbound, titleKey, textKey }) => {
            const lines = state.data
              .filter((line) => line.inbound === inbound)
              .sort((a, b) => a.name.localeCompare(b.name, i18n.locale, { numeric: true }));
            if (lines.length === 0) return null;
            return (
              <section key={titleKey} aria-label={i18n._(titleKey)}>
                <h3 className="text-lg font-semibold text-gray-900">{i18n._(titleKey)}</h3>
                <p className="text-sm text-gray-700">{i18n._(textKey)}</p>
                <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                  {lines.map((line) => (
                    <li key={line.id}>
                      <BusLineCard line={line} {...navigation} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        : null}
    </div>
  );
}
