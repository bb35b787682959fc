import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useCatalogs } from '../../shared/i18n/use-catalogs';
import type { OfferDetailProps } from '../../shared/ui/offers/offer-detail';

/**
 * Waits for the widget's catalogs beside the part's chunk: the entry brought only the first
 * paint's messages (shared/i18n/i18n.ts `activateFirstPaint`), a detail shows more of them.
 */
function WidgetCatalogs({ children }: { children: ReactNode }) {
  useCatalogs(['offers']);
  return children;
}

/** A lazy component inside its own Suspense, with the app's loading text meanwhile. */
export function withLoading<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  return function LazyPart(props: P) {
    const { i18n } = useLingui();
    return (
      <Suspense
        fallback={
          <p role="status" className="text-sm text-gray-600">
            {i18n._('app.loading')}
          </p>
        }
      >
        <WidgetCatalogs>
          <Part {...props} />
        </WidgetCatalogs>
      </Suspense>
    );
  };
}

// A list widget's first paint is the list: an offer's detail (facts, schedule, the way to book)
// loads when a parent opens it, or at once when the `service` attribute names one. The bus
// line's detail is in lazy-bus-line-detail.tsx, in the school bus widget's entry: a module's
// `import()` counts for every widget whose first paint holds the module.

/** The offer detail of shared/ui/offers, loaded on first use. */
export const LazyOfferDetail = withLoading<OfferDetailProps>(
  lazy(() =>
    import('../../shared/ui/offers/offer-detail').then(({ OfferDetail }) => ({
      default: OfferDetail,
    })),
  ),
);
