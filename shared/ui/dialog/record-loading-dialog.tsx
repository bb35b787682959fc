import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { MessageId } from '../../model/message-ids';
import { LoadFailed } from '../load-failed';
import { useResource, type Resource } from '../use-resource';
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

/** Props of {@link RecordByIdDialog}. */
export interface RecordByIdDialogProps<R> extends Omit<
  RecordLoadingDialogProps,
  'state' | 'onRetry'
> {
  /** The record to load, or null for a new one (no load: the form gets null). */
  id: number | null;
  load: (id: number, signal: AbortSignal) => Promise<R>;
  /** The dialog's form around the loaded record (or null for a new one). */
  children: (record: R | null) => ReactNode;
}

/**
 * A record dialog that loads its own record by id: {@link RecordLoadingDialog} until the record
 * is ready (or failed, with "Try again"), then `children(record)`; a new record's form at once.
 * @example
 * <RecordByIdDialog id={id} load={(id, signal) => fetchUser(client, id, { signal })}
 *   title={i18n._('users.editTitle')} failedTitleKey="users.recordFailed" onClose={onClose}>
 *   {(record) => <UserForm record={record} onClose={onClose} onSaved={onSaved} />}
 * </RecordByIdDialog>
 */
export function RecordByIdDialog<R>({ id, load, children, ...frame }: RecordByIdDialogProps<R>) {
  const record = useResource((signal) => load(id ?? 0, signal), [id], { enabled: id !== null });
  if (id === null) return children(null);
  if (record.state.status === 'ready') return children(record.state.data);
  return <RecordLoadingDialog {...frame} state={record.state} onRetry={record.reload} />;
}
