import { useLingui } from '@lingui/react';
import { useSearch } from 'wouter';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { ErrorMessage } from './error-message';

/**
 * `/error`: shows the message key passed in `?message=` (a role mismatch passes
 * `error.forbidden`); a key missing from the catalog shows the generic message instead.
 */
export function ErrorPage() {
  const { i18n } = useLingui();
  const key = new URLSearchParams(useSearch()).get('message');
  const messageKey = key && key in i18n.messages ? key : ERROR_KEYS.unexpected;
  return <ErrorMessage titleKey="error.title" messageKey={messageKey} />;
}
