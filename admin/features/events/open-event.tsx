import { useLingui } from '@lingui/react';
import { isApiError } from '../../../shared/api/api-error';
import { fetchEventRecord } from '../../../shared/api/event-office';
import type { EventBaseData } from '../../../shared/model/base-data';
import type { EventRecord } from '../../../shared/model/event-record';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { SimpleDialog } from '../../../shared/ui/dialog/dialog';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { EventDialog } from './event-dialog';

/** Props of {@link OpenEvent}. */
export interface OpenEventProps {
  /** The id of `/event/{id}`; null when the path's id is none (`/event/abc`). */
  id: number | null;
  baseData: EventBaseData;
  onClose: () => void;
  onSaved: (record: EventRecord) => void;
  /** Clone from the dialog (the office): the service to copy. */
  onClone?: (source: { id: number }) => void;
  /** After the office cancelled the service from its dialog (the list shows it cancelled). */
  onCancelled?: () => void;
}

/**
 * `/event/{id}`: loads the service and opens its dialog. A service that is gone (404, or an id
 * that is no number) shows the not-found text of spec 002 §2.1 instead; another failure the
 * load-failed alert with "Try again".
 */
export function OpenEvent({
  id,
  baseData,
  onClose,
  onSaved,
  onClone,
  onCancelled,
}: OpenEventProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const record = useResource((signal) => fetchEventRecord(client, id ?? 0, { signal }), [id], {
    enabled: id !== null,
  });
  const state = record.state;
  // While it is read again (after a cancel) the dialog stays, then shows the new version.
  const shown = state.status === 'failed' ? undefined : state.data;

  if (id !== null && shown)
    return (
      <EventDialog
        key={`${shown.id}-${shown.version}`}
        record={shown}
        baseData={baseData}
        onClose={onClose}
        onSaved={onSaved}
        onClone={onClone && (() => onClone({ id }))}
        // Read again: the dialog shows it cancelled, with its new version.
        onCancelled={
          onCancelled &&
          (() => {
            onCancelled();
            record.reload();
          })
        }
      />
    );
  if (id !== null && state.status === 'loading')
    return (
      <p role="status" className="text-sm text-gray-600">
        {i18n._('events.loading')}
      </p>
    );
  if (id !== null && state.status === 'failed' && !isApiError(state.error, 404))
    return (
      <LoadFailed
        titleKey="events.loadOneFailed"
        messageKey={state.messageKey}
        onRetry={record.reload}
      />
    );
  return <EventNotFound onClose={onClose} />;
}

/** The not-found text of spec 002 §2.1, for a service that is gone (deleted, or a wrong link). */
export function EventNotFound({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={i18n._('events.notFoundTitle')}
      description={i18n._('events.notFound')}
      className="max-w-md"
    >
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>{i18n._('dialog.close')}</Button>
      </div>
    </SimpleDialog>
  );
}
