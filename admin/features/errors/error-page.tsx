import { useSearch } from 'wouter';
import { ErrorView } from './error-view';

/**
 * `/error`: the message key passed in `?message=` (a role mismatch passes `error.forbidden`)
 * and, for a failed call, its `?status=`.
 */
export function ErrorPage() {
  const query = new URLSearchParams(useSearch());
  const status = Number(query.get('status')) || undefined;
  return <ErrorView messageKey={query.get('message')} status={status} />;
}
