import { lazy } from 'react';
import { useCatalogs } from '../../shared/i18n/use-catalogs';
import type { BusLineDetailProps } from '../../shared/ui/bus/bus-line-detail';
import { withLoading } from './lazy-details';

const Detail = lazy(() =>
  import('../../shared/ui/bus/bus-line-detail').then(({ BusLineDetail }) => ({
    default: BusLineDetail,
  })),
);

/** The detail after the widget's catalogs (withLoading asks for them too; named here for bundles.test.ts). */
function DetailWithCatalogs(props: BusLineDetailProps) {
  useCatalogs(['offers']);
  return <Detail {...props} />;
}

/**
 * A bus line's detail (stops, times, prices), loaded on first use (lazy-details.tsx). Its own
 * module, in the school bus widget's entry: a module's `import()` counts for every widget whose
 * first paint holds the module.
 */
export const LazyBusLineDetail = withLoading<BusLineDetailProps>(DetailWithCatalogs);
