import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { call } from '../../../../shared/api/call';
import { ApiError } from '../../../../shared/api/api-error';
import { fetchEventPage } from '../../../../shared/api/event-office';
import { splitEvent } from '../../../../shared/contracts/inconsistency';
import { listParticipantsOfEvent } from '../../../../shared/contracts/participant';
import type { InconsistencyService } from '../../../../shared/model/inconsistency';
import { Alert } from '../../../../shared/ui/alert';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { Button } from '../../../../shared/ui/button';
import { Checkbox } from '../../../../shared/ui/checkbox';
import { SimpleDialog } from '../../../../shared/ui/dialog';
import { SelectField } from '../../../../shared/ui/select-field';
import { TextField } from '../../../../shared/ui/text-field';
import { useResource } from '../../../../shared/ui/use-resource';
import { reportFailure } from '../../../app/failures';

/** Props of {@link SplitDialog}. */
export interface SplitDialogProps {
  source: InconsistencyService;
  onClose: () => void;
  /** After the children moved. */
  onDone: () => void;
}

/**
 * The split dialog (spec 001 §4.6): pick the target among the school year's services by a search
 * term, tick the children to move, Split. Allowed only with a target and at least one child; the
 * server moves all or none and refuses a child whose grade does not fit the target (spec 001 §8,
 * shown here with the child's name).
 */
export function SplitDialog({ source, onClose, onDone }: SplitDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [search, setSearch] = useState('');
  const [targetId, setTargetId] = useState<number | null>(null);
  const [moved, setMoved] = useState<ReadonlySet<number>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const children = useResource(
    (signal) => call(client, listParticipantsOfEvent, { body: { id: source.id } }, { signal }),
    [client, source.id],
  );
  const targets = useResource(
    (signal) =>
      fetchEventPage(
        client,
        {
          page: 1,
          pageSize: 20,
          orderBy: 'name',
          asc: true,
          search: search.trim() || undefined,
          schoolYear: source.schoolYearId,
        },
        { signal },
      ),
    [client, search, source.schoolYearId],
  );
  const options =
    targets.state.status === 'ready'
      ? targets.state.data.items.filter((row) => row.id !== source.id && !row.canceled)
      : [];

  async function split() {
    if (targetId === null) return;
    setBusy(true);
    setRefusal(null);
    try {
      await call(client, splitEvent, {
        body: { sourceEventId: source.id, targetEventId: targetId, movedParticipants: [...moved] },
      });
      onDone();
    } catch (error) {
      const issue = error instanceof ApiError ? error.issues[0] : undefined;
      if (error instanceof ApiError && (error.status === 400 || error.status === 409))
        setRefusal(i18n._(issue?.message ?? error.messageKey, issue?.values));
      else reportFailure(error, 'inconsistency.actFailed');
    } finally {
      setBusy(false);
    }
  }

  const toggle = (id: number, on: boolean) =>
    setMoved((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={i18n._('inconsistency.split.title', { name: source.name })}
      closeLabel={i18n._('inconsistency.close')}
      className="max-w-2xl"
    >
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={i18n._('inconsistency.split.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <SelectField
            label={i18n._('inconsistency.split.target')}
            value={targetId === null ? '' : String(targetId)}
            onChange={(event) =>
              setTargetId(event.currentTarget.value ? Number(event.currentTarget.value) : null)
            }
            options={[
              { value: '', label: i18n._('inconsistency.split.pickTarget') },
              ...options.map((row) => ({ value: String(row.id), label: row.name })),
            ]}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-gray-900">
            {i18n._('inconsistency.split.children', { count: moved.size })}
          </legend>
          {children.state.status === 'ready'
            ? children.state.data.map((child) => (
                <Checkbox
                  key={child.id}
                  label={`${child.givenName} ${child.familyName}${child.clazz ? ` (${child.clazz})` : ''}`}
                  checked={moved.has(child.id)}
                  onChange={(event) => toggle(child.id, event.currentTarget.checked)}
                />
              ))
            : null}
        </fieldset>
        {refusal ? <Alert variant="error">{refusal}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {i18n._('inconsistency.cancel')}
          </Button>
          <Button
            disabled={busy || targetId === null || moved.size === 0}
            onClick={() => void split()}
          >
            {i18n._('inconsistency.act.split')}
          </Button>
        </div>
      </div>
    </SimpleDialog>
  );
}
