import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { BookingFormProps } from './booking-form';

// Each area's form loads only when a parent books in that area, so a widget's first paint stays
// small (DESIGN §5); the Suspense inside keeps the booking dialog open while it loads. The bus
// and childminding forms have modules of their own (lazy-bus-form.tsx,
// lazy-childminding-form.tsx): a module's `import()` counts for every widget whose first paint
// holds the module, so each sits beside the only code that opens it.
const CampForm = lazy(() =>
  import('./camp-booking-form').then(({ CampBookingForm }) => ({ default: CampBookingForm })),
);
const ParentForm = lazy(() =>
  import('./parent-activity-form').then(({ ParentActivityForm }) => ({
    default: ParentActivityForm,
  })),
);

/** A lazy form inside its own Suspense, with the booking flow's loading text. */
export function withLoading(
  Form: ComponentType<BookingFormProps>,
): ComponentType<BookingFormProps> {
  return function LazyAreaForm(props: BookingFormProps) {
    const { i18n } = useLingui();
    return (
      <Suspense
        fallback={
          <p role="status" className="text-sm text-gray-700">
            {i18n._('booking.flow.loading')}
          </p>
        }
      >
        <Form {...props} />
      </Suspense>
    );
  };
}

/** The holiday camp's booking form (whole camp or single days), loaded on first use. */
export const LazyCampBookingForm = withLoading(CampForm);

/** The parent activity's registration form (the parent themself), loaded on first use. */
export const LazyParentActivityForm = withLoading(ParentForm);
