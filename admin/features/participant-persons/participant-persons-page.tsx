import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import type { ParticipantPersonRow } from '../../../shared/model/participant-person';
import { showSnackbar } from '../../../shared/state/snackbar';
import { Button } from '../../../shared/ui/button';
import { invalidate } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { useRecordRoute } from '../../ui/use-record-route';
import { ParticipantPersonDialog } from './participant-person-dialog';
import { LINKS_TAG, useParticipantPersonList } from './participant-person-list';
import { ParticipantPersonTable } from './participant-person-table';
import { linkName } from './participant-person-values';

/**
 * `/participantPerson` and `/participantPerson/{id}` (spec 000 §6: ADMIN, CUSTOMER): the
 * pick-up persons and coordinators of the children (a customer's own children only), and the
 * participant-person dialog.
 */
export function ParticipantPersonsPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.participantPerson.title');
  const links = useParticipantPersonList();
  const record = useRecordRoute('/participantPerson');
  function onSaved(saved: ParticipantPersonRow) {
    record.close();
    invalidate(LINKS_TAG);
    showSnackbar('participantPersons.saved', {
      kind: 'success',
      values: { person: linkName(saved.person), participant: linkName(saved.participant) },
    });
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.participantPerson.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">
            {i18n._('screens.participantPerson.summary')}
          </p>
        </div>
        <Button onClick={record.startCreating}>
          <Plus aria-hidden="true" className="size-4" />
          {i18n._('participantPersons.new')}
        </Button>
      </header>
      <ParticipantPersonTable links={links} onEdit={(row) => record.open(row.id)} />
      {record.creating || record.pathId !== null ? (
        <ParticipantPersonDialog
          key={record.creating ? 'new' : record.pathId}
          link={record.creating ? null : { id: record.pathId! }}
          onClose={record.close}
          onSaved={onSaved}
        />
      ) : null}
    </div>
  );
}
