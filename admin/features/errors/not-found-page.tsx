import { ErrorMessage } from './error-message';

/** Any unknown path (spec 000 §2). */
export function NotFoundPage() {
  return <ErrorMessage titleKey="error.notFoundTitle" messageKey="error.pageNotFound" />;
}
