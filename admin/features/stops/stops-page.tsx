import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../shared/access/capabilities';
import type { Stop, StopRow } from '../../../shared/model/stop';
import { showSnackbar } from '../../../shared/state/snackbar';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { invalidate } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { StopDialog } from './stop-dialog';
import { STOPS_TAG, useStopList } from './stop-list';
import { StopTable } from './stop-table';
import { useDeleteStop } from './use-delete-stop';

/** The dialog's state: closed, a new stop, or the stop being edited. */
type Editing = { stop: Stop | null } | null;

/**
 * `/stops` (spec 002): the bus stops in the data table (sorted, searched and filtered from the
 * URL); those who may manage stops (`stop.manage`) create, edit and delete them.
 */
export function StopsPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.stops.title');
  const stops = useStopList();
  const manage = can(currentUser.value, 'stop.manage');
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteStop();

  function onSaved(stop: Stop) {
    setEditing(null);
    invalidate(STOPS_TAG);
    showSnackbar('stops.saved', { kind: 'success', values: { name: stop.name } });
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.stops.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{i18n._('screens.stops.summary')}</p>
        </div>
        {manage ? (
          <Button onClick={() => setEditing({ stop: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('stops.new')}
          </Button>
        ) : null}
      </header>
      <StopTable
        stops={stops}
        actions={
          manage
            ? { onEdit: (row: StopRow) => setEditing({ stop: row }), onDelete: remove.ask }
            : null
        }
      />
      {editing ? (
        <StopDialog
          key={editing.stop?.id ?? 'new'}
          stop={editing.stop}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      ) : null}
      <ConfirmDialog
        open={remove.asking !== null}
        onOpenChange={(open) => !open && remove.cancel()}
        variant="destructive"
        title={i18n._('stops.deleteTitle')}
        text={remove.asking ? i18n._('stops.deleteText', { name: remove.asking.name }) : null}
        confirmLabel={i18n._('stops.delete')}
        onConfirm={remove.confirm}
      />
    </div>
  );
}
