import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../shared/access/capabilities';
import type { Location, LocationRow } from '../../../shared/model/location';
import { showSnackbar } from '../../../shared/state/snackbar';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { invalidate } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { LocationDialog } from './location-dialog';
import { LOCATIONS_TAG, useLocationList } from './location-list';
import { LocationTable } from './location-table';
import { useDeleteLocation } from './use-delete-location';

/** The dialog's state: closed, a new location, or the location being edited. */
type Editing = { location: Location | null } | null;

/**
 * `/location` (spec 001 §2.1): the locations in the data table (sorted, searched and filtered
 * from the URL); those who may manage locations (`location.manage`) create, edit and delete
 * them, everyone else with the route reads the list.
 */
export function LocationsPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.location.title');
  const locations = useLocationList();
  const manage = can(currentUser.value, 'location.manage');
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteLocation();

  function onSaved(location: Location) {
    setEditing(null);
    invalidate(LOCATIONS_TAG);
    showSnackbar('locations.saved', {
      kind: 'success',
      values: { name: `${location.name}, ${location.room}` },
    });
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.location.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{i18n._('screens.location.summary')}</p>
        </div>
        {manage ? (
          <Button onClick={() => setEditing({ location: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('locations.new')}
          </Button>
        ) : null}
      </header>
      <LocationTable
        locations={locations}
        actions={
          manage
            ? {
                onEdit: (row: LocationRow) => setEditing({ location: row }),
                onDelete: remove.ask,
              }
            : null
        }
      />
      {editing ? (
        <LocationDialog
          key={editing.location?.id ?? 'new'}
          location={editing.location}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      ) : null}
      <ConfirmDialog
        open={remove.asking !== null}
        onOpenChange={(open) => !open && remove.cancel()}
        variant="destructive"
        title={i18n._('locations.deleteTitle')}
        text={
          remove.asking
            ? i18n._('locations.deleteText', {
                name: `${remove.asking.name}, ${remove.asking.room}`,
              })
            : null
        }
        confirmLabel={i18n._('locations.delete')}
        onConfirm={remove.confirm}
      />
    </div>
  );
}
