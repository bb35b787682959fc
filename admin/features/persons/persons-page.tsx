import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { can } from '../../../shared/access/capabilities';
import type { PersonRecord } from '../../../shared/model/customer';
import { showSnackbar } from '../../../shared/state/snackbar';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { Button } from '../../../shared/ui/button';
import { invalidate } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { useRecordRoute } from '../../ui/use-record-route';
import { PersonDialog } from './person-dialog';
import { PERSONS_TAG, usePersonList } from './person-list';
import { PersonTable } from './person-table';
import { personName } from './person-values';

/**
 * `/person` and `/person/{id}` (spec 000 §6: ADMIN, the families and the staff who look after
 * the children): the persons the caller may see (a family its own), the person dialog, and —
 * for ADMIN — New person.
 */
export function PersonsPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.person.title');
  const persons = usePersonList();
  const record = useRecordRoute('/person');
  function onSaved(saved: PersonRecord) {
    record.close();
    invalidate(PERSONS_TAG);
    showSnackbar('persons.saved', { kind: 'success', values: { name: personName(saved) } });
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.person.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{i18n._('screens.person.summary')}</p>
        </div>
        {can(currentUser.value, 'person.manage.any') ? (
          <Button onClick={record.startCreating}>
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('persons.new')}
          </Button>
        ) : null}
      </header>
      <PersonTable persons={persons} onOpen={(row) => record.open(row.id)} />
      {record.creating || record.pathId !== null ? (
        <PersonDialog
          key={record.creating ? 'new' : record.pathId}
          person={record.creating ? null : { id: record.pathId! }}
          onClose={record.close}
          onSaved={onSaved}
        />
      ) : null}
    </div>
  );
}
