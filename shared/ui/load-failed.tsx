import { useLingui } from '@lingui/react';
import { Alert } from './alert';
import { Button } from './button';
import type { MessageId } from '../model/message-ids';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** Catalog id of what could not be loaded ("The offers could not be loaded."). */
  titleKey: MessageId;
  /** Catalog id of why: the server's message, or a hint. */
  messageKey: MessageId;
  onRetry: () => void;
  /** The report signature to quote (spec 002 §8), for a failure the office reports. */
  signature?: string;
}

/** A load that failed: what and why, announced at once, and "Try again". */
export function LoadFailed({ titleKey, messageKey, onRetry, signature }: LoadFailedProps) {
  const { i18n } = useLingui();
  return (
    <Alert variant="error" title={i18n._(titleKey)}>
      <p>{i18n._(messageKey)}</p>
      {signature ? (
        <p className="mt-1 text-sm">
          {i18n._('error.reportSignature')}{' '}
          <code className="font-mono select-all">{signature}</code>
        </p>
      ) : null}
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {i18n._('content.retry')}
      </Button>
    </Alert>
  );
}
