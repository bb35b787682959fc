import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { fetchChildAbsences, withdrawAbsence } from '../../../shared/api/absence';
import type { AbsenceRow } from '../../../shared/model/absence';
import { can } from '../../../shared/access/capabilities';
import { currentUser } from '../../../shared/state/session';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { AbsenceDialog } from './absence-dialog';
import { AbsenceList } from './absence-list';

/**
 * The participant dialog's Absences tab (issue 18.5): the office reports, changes and withdraws
 * one child's absences, past ones too (the dialog shows the tab with `absence.manage.any` only;
 * families use `/my/absences`). Should a family ever see it, `office` follows the capability, so
 * they could change only absences not begun. Its dialog opens over the participant dialog,
 * which keeps what was typed there.
 */
export function AbsencesTab({ participantId, name }: { participantId: number; name: string }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const absences = useResource(
    (signal) => fetchChildAbsences(client, participantId, { signal }),
    [participantId],
  );
  const [editing, setEditing] = useState<AbsenceRow | 'new' | null>(null);
  const today = schoolToday();
  const office = can(currentUser.value, 'absence.manage.any');

  async function withdraw(id: number) {
    try {
      await withdrawAbsence(client, id);
      showSnackbar('absence.withdrawn', { kind: 'success' });
      absences.reload();
    } catch (error) {
      reportFailure(error, 'absence.saveFailed');
      throw error;
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
          {i18n._('absence.report')}
        </Button>
      </div>
      {absences.state.status === 'failed' ? (
        <LoadFailed
          titleKey="absence.loadFailed"
          messageKey={absences.state.messageKey}
          onRetry={absences.reload}
        />
      ) : null}
      {absences.state.status === 'ready' && absences.state.data.length === 0 ? (
        <p className="text-sm text-gray-600">{i18n._('absence.noneForChild')}</p>
      ) : null}
      {absences.state.status === 'ready' && absences.state.data.length > 0 ? (
        <div className="max-h-[50vh] overflow-y-auto">
          <AbsenceList
            absences={absences.state.data}
            today={today}
            office={office}
            onEdit={setEditing}
            onWithdraw={(absence) => withdraw(absence.id)}
          />
        </div>
      ) : null}
      {editing !== null ? (
        <AbsenceDialog
          key={editing === 'new' ? 'new' : editing.id}
          absence={editing === 'new' ? null : editing}
          choices={[{ id: participantId, name }]}
          office={office}
          onClose={() => setEditing(null)}
          onSaved={() => {
            showSnackbar('absence.saved', { kind: 'success' });
            absences.reload();
            setEditing(null);
          }}
        />
      ) : null}
    </div>
  );
}
