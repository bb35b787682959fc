import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { can } from '../../../shared/access/capabilities';
import { fetchEventBaseData } from '../../../shared/api/event-office';
import type { ParticipantRecord } from '../../../shared/model/participant';
import { showSnackbar } from '../../../shared/state/snackbar';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { invalidate, useResource } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { useRecordRoute } from '../../ui/use-record-route';
import { ParticipantDialog } from './participant-dialog';
import { PARTICIPANTS_TAG, useParticipantList } from './participant-list';
import { ParticipantTable } from './participant-table';
import { participantName } from './participant-values';

/**
 * `/participant` and `/participant/{id}` (spec 001 §2.2): the children in the data table (class
 * of the chosen school year, customer, booking statuses; filters and search in the URL) and the
 * participant dialog. The office (`participant.manage.any`) creates and edits; an instructor
 * sees the children of their services and opens each one's contact viewer, read-only.
 */
export function ParticipantsPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.participant.title');
  const client = useApiClient();
  const manage = can(currentUser.value, 'participant.manage.any');
  const participants = useParticipantList();
  const baseData = useResource((signal) => fetchEventBaseData(client, { signal }), []);
  const record = useRecordRoute('/participant');
  function onSaved(saved: ParticipantRecord) {
    record.close();
    invalidate(PARTICIPANTS_TAG);
    showSnackbar('participants.saved', {
      kind: 'success',
      values: { name: participantName(saved.person) },
    });
  }
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.participant.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">
            {i18n._(manage ? 'screens.participant.summary' : 'participants.summaryInstructor')}
          </p>
        </div>
        {manage ? (
          <Button onClick={record.startCreating}>
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('participants.new')}
          </Button>
        ) : null}
      </header>
      <ParticipantTable
        participants={participants}
        schoolYears={baseData.state.status === 'ready' ? baseData.state.data.schoolYears : []}
        manage={manage}
        onOpen={(row) => record.open(row.id)}
      />
      {record.creating || record.pathId !== null ? (
        <ParticipantDialog
          key={record.creating ? 'new' : record.pathId}
          participant={record.creating ? null : { id: record.pathId! }}
          manage={manage}
          onClose={record.close}
          onSaved={onSaved}
        />
      ) : null}
    </div>
  );
}
