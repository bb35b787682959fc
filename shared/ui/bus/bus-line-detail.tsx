import type { EventDetail } from '../../model/event';
import { LazyBusBookingForm } from '../booking/lazy-bus-form';
import { BookOffer } from '../booking/book-offer';
import { OfferDetail } from '../offers/offer-detail';
import { BusStopTable } from './bus-stop-table';
import { useBusStops } from './use-bus-stops';

/** Props of {@link BusLineDetail}. */
export interface BusLineDetailProps {
  id: number;
  /** Back to the lines. */
  onBack: () => void;
}

/**
 * One bus line in full: its weekdays, dates and description, the stops with their times and
 * prices, and "Book", which opens the booking dialog with the bus form (stop and weekdays).
 */
export function BusLineDetail({ id, onBack }: BusLineDetailProps) {
  return (
    <OfferDetail
      id={id}
      onBack={onBack}
      renderBooking={(line) => <BusStopsAndBooking line={line} />}
    />
  );
}

/** A line's stops with their times and prices, and its "Book" button. */
export function BusStopsAndBooking({ line }: { line: EventDetail }) {
  const { state, retry } = useBusStops(line.id);
  return (
    <div className="w-full space-y-4">
      <BusStopTable line={line} state={state} retry={retry} />
      <BookOffer offer={line} form={LazyBusBookingForm} />
    </div>
  );
}
