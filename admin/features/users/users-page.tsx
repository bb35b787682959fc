import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import type { UserSaved } from '../../../shared/model/user';
import { showSnackbar } from '../../../shared/state/snackbar';
import { Button } from '../../../shared/ui/button';
import { invalidate } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { useRecordRoute } from '../../ui/use-record-route';
import { UserDialog } from './user-dialog';
import { USERS_TAG, useUserList } from './user-list';
import { UserTable } from './user-table';
import { userName } from './user-values';

const DONE = {
  saved: 'users.saved',
  locked: 'users.lockedDone',
  unlocked: 'users.unlockedDone',
} as const;

/**
 * `/user` and `/user/{id}` (spec 001 §2.2, ADMIN and SYS_ADMIN): the users in the data table
 * (sorted and searched from the URL) and the user dialog with lock and unlock.
 */
export function UsersPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.user.title');
  const users = useUserList();
  const record = useRecordRoute('/user');
  function onSaved(saved: UserSaved, what: keyof typeof DONE) {
    record.close();
    invalidate(USERS_TAG);
    showSnackbar(DONE[what], { kind: 'success', values: { name: userName(saved) } });
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.user.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{i18n._('screens.user.summary')}</p>
        </div>
        <Button onClick={record.startCreating}>
          <Plus aria-hidden="true" className="size-4" />
          {i18n._('users.new')}
        </Button>
      </header>
      <UserTable users={users} onEdit={(row) => record.open(row.id)} />
      {record.creating || record.pathId !== null ? (
        <UserDialog
          key={record.creating ? 'new' : record.pathId}
          user={record.creating ? null : { id: record.pathId! }}
          onClose={record.close}
          onSaved={onSaved}
        />
      ) : null}
    </div>
  );
}
