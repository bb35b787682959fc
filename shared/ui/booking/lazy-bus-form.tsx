import { lazy } from 'react';
import { withLoading } from './area-forms';

/** A bus line's booking form (stop, weekdays), loaded on first use (area-forms.tsx). */
export const LazyBusBookingForm = withLoading(
  lazy(() =>
    import('./bus-booking-form').then(({ BusBookingForm }) => ({ default: BusBookingForm })),
  ),
);
