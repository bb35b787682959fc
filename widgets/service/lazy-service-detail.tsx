import { lazy } from 'react';
import { useCatalogs } from '../../shared/i18n/use-catalogs';
import { withLoading } from '../embed/lazy-details';

const Detail = lazy(() =>
  import('./service-detail').then(({ ServiceDetail }) => ({ default: ServiceDetail })),
);

/** The detail after the widget's catalogs (withLoading asks for them too; named here for bundles.test.ts). */
function DetailWithCatalogs(props: { id: number }) {
  useCatalogs(['offers']);
  return <Detail {...props} />;
}

/**
 * The service widget's detail (the service, its area's booking), loaded at once beside the
 * service's data (the widget's `prefetch`): the first paint is the frame and the loading text.
 */
export const LazyServiceDetail = withLoading(DetailWithCatalogs);
