import { useSearch } from 'wouter';
import { ErrorView } from './error-view';
import type { MessageId } from '../../../shared/model/message-ids';

/**
 * `/error`: the message key passed in `?message=` (a role mismatch passes `error.forbidden`)
 * and, for a failed call, its `?status=`.
 */
export function ErrorPage() {
  const query = new URLSearchParams(useSearch());
  const status = Number(query.get('status')) || undefined;
  // Whatever the link says: an id not in the catalogs shows as itself, as Lingui does.
  const messageKey = query.get('message') as MessageId | null;
  return <ErrorView messageKey={messageKey} status={status} />;
}
