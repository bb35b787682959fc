import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { Button, buttonClass } from '../../../shared/ui/button';
import { usePageTitle } from '../../app/page-title';
import type { MessageId } from '../../../shared/model/message-ids';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** A catalog id; one the catalog lacks shows the generic message. */
  messageKey?: MessageId | null;
  /** The HTTP status of the failed call, if any. */
  status?: number;
  /** Global errors offer "Reload page" (unless `suggestReload` is false), others the start page. */
  global?: boolean;
  suggestReload?: boolean;
  titleKey?: MessageId;
  /** A report signature to quote to support (spec 002 §8). */
  signature?: string;
}

/**
 * The error page of spec 000 §2: the message (504 → the backend is unavailable; a message key
 * in its translation) and the way on: "Reload page" for global errors unless reloading cannot
 * help, otherwise "Go to start page".
 */
export function ErrorView({
  messageKey,
  status,
  global = false,
  suggestReload = global,
  titleKey = 'error.title',
  signature,
}: ErrorViewProps) {
  const { i18n } = useLingui();
  usePageTitle(titleKey);
  const backendDown = status === 504;
  const shownKey = backendDown
    ? ERROR_KEYS.backendUnavailable
    : messageKey && messageKey in i18n.messages
      ? messageKey
      : ERROR_KEYS.unexpected;
  return (
    <div className="flex flex-1 flex-col items-center justify-center text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900">
        {i18n._(backendDown ? 'error.backendUnavailableTitle' : titleKey)}
      </h1>
      <p className="mt-3 max-w-md text-gray-600">{i18n._(shownKey)}</p>
      {signature ? (
        <p className="mt-3 text-sm text-gray-600">
          {i18n._('error.reportSignature')}{' '}
          <code className="font-mono text-gray-900 select-all">{signature}</code>
        </p>
      ) : null}
      {global && suggestReload ? (
        <Button className="mt-8" onClick={() => window.location.reload()}>
          {i18n._('error.reloadPage')}
        </Button>
      ) : (
        <Link href="/" className={buttonClass({ className: 'mt-8' })}>
          {i18n._('error.goToStart')}
        </Link>
      )}
    </div>
  );
}
