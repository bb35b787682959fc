import { useLingui } from '@lingui/react';
import type { MessageId } from '../../model/message-ids';
import { LoadFailed } from '../load-failed';
import type { Resource } from '../use-resource';
import { SimpleDialog } from './dialog';

/** Props of {@link RecordLoadingDialog}. */
export interface RecordLoadingDialogProps {
  /** The record dialog's own title, so the frame does not change when the form replaces it. */
  title: string;
  /** The record's load while it is not ready: loading, or failed with its message. */
  state: Exclude<Resource<unknown>, { status: 'ready' }>;
  /** Catalog id of what could not be loaded ("The instructor could not be loaded."). */
  failedTitleKey: MessageId;
  onRetry: () => void;
  onClose: () => void;
  className?: string;
}

/**
 * The frame of a record dialog while its record loads: the same title and width, a live
 * "Loading…", and on failure the reason with "Try again" — closable all the while. A dialog
 * that loads its own record by id renders this until the record is ready, then its form.
 *
 * @example
 * if (record.state.status !== 'ready')
 *   return <RecordLoadingDialog title={title} state={record.state}
 *     failedTitleKey="customers.recordFailed" onRetry={record.reload} onClose={onClose} />;
 */
export function RecordLoadingDialog({
  title,
  state,
  failedTitleKey,
  onRetry,
  onClose,
  className = 'max-w-3xl',
}: RecordLoadingDialogProps) {
  const { i18n } = useLingui();
  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={i18n._('dialog.close')}
      className={className}
    >
      {state.status === 'failed' ? (
        <LoadFailed titleKey={failedTitleKey} messageKey={state.messageKey} onRetry={onRetry} />
      ) : (
        <p role="status" className="text-sm text-gray-700">
          {i18n._('app.loading')}
        </p>
      )}
    </SimpleDialog>
  );
}
