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
}

/** A load that failed: what and why, announced at once, and "Try again". */
export function LoadFailed({ titleKey, messageKey, onRetry }: LoadFailedProps) {
  const { i18n } = useLingui();
  return (
    <Alert variant="error" title={i18n._(titleKey)}>
      <p>{i18n._(messageKey)}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {i18n._('content.retry')}
      </Button>
    </Alert>
  );
}
