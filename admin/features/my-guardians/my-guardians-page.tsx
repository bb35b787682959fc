import { useLingui } from '@lingui/react';
import { UsersRound } from 'lucide-react';
import { can } from '../../../shared/access/capabilities';
import { fetchMyGuardians, removeMyGuardians } from '../../../shared/api/my-guardians';
import type { MessageId } from '../../../shared/i18n/message-id';
import { currentUser } from '../../../shared/state/session';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { useRecordRoute } from '../../ui/use-record-route';
import { GuardianList } from './guardian-list';
import { MyGuardianDialog } from './my-guardian-dialog';

/** The empty state's text: a parent's, a guardian's, or a caller without a family. */
function emptyKey(mayEdit: boolean, hasChildren: boolean, reads: boolean): MessageId {
  if (!reads) return 'myGuardians.notFamily';
  if (!mayEdit) return 'myGuardians.noLinked';
  return hasChildren ? 'myGuardians.empty' : 'myGuardians.noChildren';
}

/**
 * `/my/guardians/:id?` (issue 19.3): the family's pick-up persons — who may collect which
 * child, with phone and relationship — added, changed (`/my/guardians/{personId}`) and removed
 * by the parents. A guardian sees the children they are linked to, read-only; staff without a
 * family the empty state.
 */
export function MyGuardiansPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.myGuardians.title');
  const client = useApiClient();
  const record = useRecordRoute('/my/guardians');
  const reads = can(currentUser.value, 'pickUp.read');
  const loaded = useResource(
    async (signal) =>
      reads
        ? fetchMyGuardians(client, { signal })
        : { guardians: [], children: [], mayEdit: false },
    [client, currentUser.value?.personId],
  );
  const data = loaded.state.status === 'ready' ? loaded.state.data : null;
  const mayEdit = data?.mayEdit === true && can(currentUser.value, 'pickUp.own');
  const opened =
    record.pathId === null ? null : (data?.guardians.find((g) => g.id === record.pathId) ?? null);

  async function remove(id: number) {
    try {
      await removeMyGuardians(client, [id]);
      showSnackbar('myGuardians.removed', { kind: 'success' });
      loaded.reload();
    } catch (error) {
      reportFailure(error, 'myGuardians.saveFailed');
      throw error;
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.myGuardians.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">
            {i18n._(data && !data.mayEdit ? 'myGuardians.linkedIntro' : 'myGuardians.intro')}
          </p>
        </div>
        {mayEdit && data.children.length > 0 ? (
          <Button onClick={record.startCreating}>{i18n._('myGuardians.add')}</Button>
        ) : null}
      </header>
      {loaded.state.status === 'loading' ? <PageLoading /> : null}
      {loaded.state.status === 'failed' ? (
        <LoadFailed
          titleKey="myGuardians.loadFailed"
          messageKey={loaded.state.messageKey}
          onRetry={loaded.reload}
        />
      ) : null}
      {data && data.guardians.length === 0 ? (
        <Card className="flex items-start gap-4">
          <UsersRound aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <p className="text-gray-900">
            {i18n._(emptyKey(data.mayEdit, data.children.length > 0, reads))}
          </p>
        </Card>
      ) : null}
      {data && data.guardians.length > 0 ? (
        <Card>
          <GuardianList
            guardians={data.guardians}
            onEdit={mayEdit ? (guardian) => record.open(guardian.id) : undefined}
            onRemove={mayEdit ? (guardian) => remove(guardian.id) : undefined}
          />
        </Card>
      ) : null}
      {data && mayEdit && (record.creating || opened) ? (
        <MyGuardianDialog
          key={opened?.id ?? 'new'}
          guardian={opened}
          children={data.children}
          onClose={record.close}
          onSaved={() => {
            showSnackbar('myGuardians.saved', { kind: 'success' });
            loaded.reload();
            record.close();
          }}
        />
      ) : null}
    </div>
  );
}
