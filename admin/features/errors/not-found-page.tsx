import { ErrorView } from './error-view';

/** Any unknown path (spec 000 §2): "This page could not be found". */
export function NotFoundPage() {
  return <ErrorView titleKey="error.notFoundTitle" messageKey="error.pageNotFound" />;
}
