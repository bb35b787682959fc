import { useLingui } from '@lingui/react';
import { CalendarX } from 'lucide-react';
import { fetchFamilyAbsences, withdrawAbsence } from '../../../shared/api/absence';
import { getMyParticipants } from '../../../shared/api/participant';
import { can } from '../../../shared/access/capabilities';
import { currentUser } from '../../../shared/state/session';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { Card } from '../../../shared/ui/card';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { useRecordRoute } from '../../ui/use-record-route';
import { AbsenceDialog } from './absence-dialog';
import { AbsenceList } from './absence-list';

/**
 * `/my/absences/:id?` (issue 18.5): the family's children's absences, newest first; "Report an
 * absence" opens the dialog, `/my/absences/{id}` opens one to change. Absences that began
 * before today are shown but only the office changes them.
 */
export function MyAbsencesPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.myAbsences.title');
  const client = useApiClient();
  const record = useRecordRoute('/my/absences');
  // Who keeps children of their own (`GET /api/participant/customer`); staff see the empty state.
  const isParent = can(currentUser.value, 'participant.own');
  const loaded = useResource(
    async (signal) => {
      if (!isParent) return { absences: [], children: [] };
      const [absences, children] = await Promise.all([
        fetchFamilyAbsences(client, undefined, { signal }),
        getMyParticipants(client),
      ]);
      return { absences, children };
    },
    [client, currentUser.value?.personId],
  );
  const today = schoolToday();
  const data = loaded.state.status === 'ready' ? loaded.state.data : null;
  const choices = (data?.children ?? [])
    .filter((child) => child.id !== null && child.id !== undefined)
    .map((child) => ({
      id: child.id as number,
      name: `${child.person.givenName} ${child.person.familyName}`,
    }));
  const opened =
    record.pathId === null ? null : (data?.absences.find((a) => a.id === record.pathId) ?? null);

  async function withdraw(id: number) {
    try {
      await withdrawAbsence(client, id);
      showSnackbar('absence.withdrawn', { kind: 'success' });
      loaded.reload();
    } catch (error) {
      reportFailure(error, 'absence.saveFailed');
      throw error;
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.myAbsences.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{i18n._('absence.intro')}</p>
        </div>
        {choices.length > 0 ? (
          <Button onClick={record.startCreating}>{i18n._('absence.report')}</Button>
        ) : null}
      </header>
      {loaded.state.status === 'loading' ? <PageLoading /> : null}
      {loaded.state.status === 'failed' ? (
        <LoadFailed
          titleKey="absence.loadFailed"
          messageKey={loaded.state.messageKey}
          onRetry={loaded.reload}
        />
      ) : null}
      {data && data.absences.length === 0 ? (
        <Card className="flex items-start gap-4">
          <CalendarX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <p className="text-gray-900">
            {i18n._(choices.length > 0 ? 'absence.empty' : 'absence.noChildren')}
          </p>
        </Card>
      ) : null}
      {data && data.absences.length > 0 ? (
        <Card>
          <AbsenceList
            absences={data.absences}
            today={today}
            office={false}
            showChild={choices.length !== 1}
            onEdit={(absence) => record.open(absence.id)}
            onWithdraw={(absence) => withdraw(absence.id)}
          />
        </Card>
      ) : null}
      {data && (record.creating || opened) ? (
        <AbsenceDialog
          key={opened?.id ?? 'new'}
          absence={opened}
          choices={choices}
          office={false}
          onClose={record.close}
          onSaved={() => {
            showSnackbar('absence.saved', { kind: 'success' });
            loaded.reload();
            record.close();
          }}
        />
      ) : null}
    </div>
  );
}
