import { useLingui } from '@lingui/react';
import { Plus, UsersRound } from 'lucide-react';
import { can } from '../../../shared/access/capabilities';
import { fetchParticipantBaseData } from '../../../shared/api/base-data';
import { getMyParticipants } from '../../../shared/api/participant';
import type { ParticipantBaseData } from '../../../shared/model/base-data';
import type { ParticipantRecord } from '../../../shared/model/participant';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { useRecordRoute } from '../../ui/use-record-route';
import { ParticipantDialog } from '../participants/participant-dialog';
import { participantName } from '../participants/participant-values';
import { ChildCard, ChildPicture } from './child-card';
import { LinkedChildren } from './linked-children';

/** The years a card shows a class for: this school year, and the one being booked if another. */
function shownYears(base: ParticipantBaseData): string[] {
  const current = base.currentSchoolYear ?? base.schoolYears[0] ?? null;
  const booking = base.bookingPhaseSchoolYear;
  return [current, booking && booking.id !== current?.id ? booking : null]
    .filter((year) => year !== null)
    .map((year) => year.name);
}

/**
 * `/my/participant/{id}` (issue 19.2), and `/participant/{id}` for a family: the family's
 * children as cards, and one child's data in the office's participant dialog, which in a
 * family's hands has no customer picker and keeps the same rules. "Add a child" opens it empty:
 * the server puts the new child in the caller's own family. A child of another family (a typed
 * or guessed id) is refused by the server; the dialog says it could not be loaded.
 */
export function MyParticipantsPage({ basePath = '/my/participant' }: { basePath?: string }) {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.myParticipant.title');
  const client = useApiClient();
  const user = currentUser.value;
  // Who keeps children: the capability of `GET /api/participant/customer`.
  const isParent = can(user, 'participant.own');
  const loaded = useResource(
    async () =>
      isParent ? Promise.all([getMyParticipants(client), fetchParticipantBaseData(client)]) : null,
    [client, user?.personId, isParent],
  );
  const record = useRecordRoute(basePath);
  function onSaved(saved: ParticipantRecord) {
    record.close();
    loaded.reload();
    showSnackbar('participants.saved', {
      kind: 'success',
      values: { name: participantName(saved.person) },
    });
  }
  const { state } = loaded;
  // Kept while a save reloads them, so the cards do not blink.
  const [children, base] = loaded.data ?? [[], null];
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.myParticipant.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{i18n._('screens.myParticipant.summary')}</p>
        </div>
        {isParent ? (
          <Button onClick={record.startCreating}>
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('myParticipant.add')}
          </Button>
        ) : null}
      </header>
      {!isParent && can(user, 'participant.linked') ? <LinkedChildren /> : null}
      {!isParent && !can(user, 'participant.linked') ? (
        <Card className="flex items-start gap-4">
          <UsersRound aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <p className="text-gray-900">{i18n._('myParticipant.noFamily')}</p>
        </Card>
      ) : null}
      {isParent && state.status === 'loading' && !loaded.data ? <PageLoading /> : null}
      {state.status === 'failed' ? (
        <LoadFailed
          titleKey="myParticipant.loadFailed"
          messageKey={state.messageKey}
          onRetry={loaded.reload}
        />
      ) : null}
      {isParent && base && children.length === 0 ? (
        <Card className="flex items-start gap-4">
          <UsersRound aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <p className="text-gray-900">{i18n._('myParticipant.empty')}</p>
        </Card>
      ) : null}
      {base && children.length > 0 ? (
        <ul
          className="grid gap-3 sm:grid-cols-2"
          aria-label={i18n._('screens.myParticipant.title')}
        >
          {children.map((child) => (
            <li key={child.id}>
              <ChildCard
                name={participantName(child.person)}
                clazzes={child.clazzes}
                years={shownYears(base)}
                picture={<ChildPicture child={child} />}
                onOpen={() => record.open(child.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {isParent && (record.creating || record.pathId !== null) ? (
        <ParticipantDialog
          key={record.creating ? 'new' : record.pathId}
          participant={record.creating ? null : { id: record.pathId! }}
          manage
          onClose={record.close}
          onSaved={onSaved}
        />
      ) : null}
    </div>
  );
}
