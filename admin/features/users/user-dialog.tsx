import { useLingui } from '@lingui/react';
import { useMemo, useRef, useState } from 'react';
import { can } from '../../../shared/access/capabilities';
import { fetchUser, storeUser } from '../../../shared/api/user';
import type { PersonRecord } from '../../../shared/model/customer';
import type { UserRecord, UserSaved } from '../../../shared/model/user';
import { userInputSchema } from '../../../shared/rules/user';
import { currentUser } from '../../../shared/state/session';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { ConfirmDialog, RecordDialog, RecordByIdDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { personFormValues } from '../../../shared/ui/person-form/person-form-values';
import { reportFailure } from '../../app/failures';
import { AddToBasketButton } from '../../ui/basket/add-to-basket';
import { historyTab } from '../../ui/history/history-tab';
import { LockButton } from './lock-button';
import { useLoginCheck } from './use-login-check';
import { UserPersonTab, UserTab } from './user-tabs';
import {
  toUserInput,
  toUserValues,
  USER_ID_PREFIX,
  userFieldOf,
  userName,
  type UserField,
  type UserValues,
} from './user-values';

/** Props of {@link UserDialog}. */
export interface UserDialogProps {
  /** The user to edit (loaded by the dialog), or null for a new one. */
  user: { id: number } | null;
  onClose: () => void;
  /** After the server stored it, or after a lock or unlock; the caller closes the dialog. */
  onSaved: (saved: UserSaved, what: 'saved' | 'locked' | 'unlocked') => void;
}

/**
 * The user dialog (spec 001 §2.2): tabs User and Person, and History for ADMIN. It loads the user itself; creating
 * asks first — "create user and person", or "create user for existing person" when the login
 * check found a person on file and the admin took them.
 */
export function UserDialog({ user, onClose, onSaved }: UserDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const id = user?.id ?? null;
  return (
    <RecordByIdDialog
      id={id}
      load={(id, signal) => fetchUser(client, id, { signal })}
      title={i18n._('users.editTitle')}
      failedTitleKey="users.recordFailed"
      onClose={onClose}
    >
      {(record) => <UserForm record={record} onClose={onClose} onSaved={onSaved} />}
    </RecordByIdDialog>
  );
}

/** The record dialog around the loaded user (or an empty one). */
function UserForm({
  record,
  onClose,
  onSaved,
}: Omit<UserDialogProps, 'user'> & { record: UserRecord | null }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const grantsAdmin = can(currentUser.value, 'user.grantAdmin');
  // An ADMIN may look at a SYS_ADMIN's account but not change it (server: 403).
  const readOnly = !grantsAdmin && (record?.roles.includes('SYS_ADMIN') ?? false);
  const schema = useMemo(() => userInputSchema({ today: schoolToday() }), []);
  /** The person as loaded: the user's, or the one on file chosen for a new user. */
  const [basePerson, setBasePerson] = useState<PersonRecord | null>(record?.person ?? null);
  const [asking, setAsking] = useState<((ok: boolean) => void) | null>(null);
  const answered = useRef(false);

  const confirmCreate = () =>
    new Promise<boolean>((resolve) => {
      answered.current = false;
      setAsking(() => resolve);
    });
  const answer = (ok: boolean) => {
    if (answered.current) return;
    answered.current = true;
    asking?.(ok);
    setAsking(null);
  };

  const form = useForm<UserValues, unknown, UserField>({
    initial: toUserValues(record),
    schema,
    toInput: (values) => toUserInput(values, basePerson),
    fieldOf: userFieldOf,
    idPrefix: USER_ID_PREFIX,
    onSubmit: async (output, values) => {
      if (record === null && !(await confirmCreate())) return;
      onSaved(
        await storeUser(
          client,
          output as Parameters<typeof storeUser>[1],
          values.imageFile ?? undefined,
        ),
        'saved',
      );
    },
  });
  const check = useLoginCheck(form.values.login, record?.login ?? null);
  const existing = record === null && form.values.person.id !== null;
  const name = userName({ ...form.values.person, login: form.values.login });

  const tabs = [
    {
      value: 'user',
      label: i18n._('users.tab.user'),
      content: (
        <UserTab
          form={form}
          check={check}
          grantsAdmin={grantsAdmin}
          setsServedAreas={can(currentUser.value, 'apiKey.manage')}
          readOnly={readOnly}
          onUsePerson={(person) => {
            setBasePerson(person);
            form.setValue('person', personFormValues(person));
          }}
          onNewPerson={() => {
            setBasePerson(null);
            form.setValue('person', personFormValues(null));
          }}
        />
      ),
    },
    {
      value: 'person',
      label: i18n._('users.tab.person'),
      content: (
        <fieldset disabled={readOnly} className="min-w-0">
          <UserPersonTab
            form={form}
            hasStoredPicture={basePerson?.imageId != null}
            readOnly={readOnly}
          />
        </fieldset>
      ),
    },
    ...historyTab(i18n, 'user', record?.id, {
      login: i18n._('users.login'),
      roles: i18n._('users.roles'),
      servedAreas: i18n._('users.servedAreas'),
      locked: i18n._('users.locked'),
    }),
  ];

  return (
    <>
      <RecordDialog
        open
        onOpenChange={(open) => !open && onClose()}
        form={form}
        mode={record ? 'update' : 'create'}
        titles={{ create: i18n._('users.new'), update: i18n._('users.editTitle') }}
        onReload={async () => toUserValues(await fetchUser(client, record?.id ?? 0))}
        fieldLabels={{
          login: i18n._('users.login'),
          roles: i18n._('users.roles'),
          servedAreas: i18n._('users.servedAreas'),
          imageFile: i18n._('person.picture'),
        }}
        keepMine={(mine, theirs) => ({
          ...mine,
          version: theirs.version,
          locked: theirs.locked,
          person: { ...mine.person, version: theirs.person.version },
          imageFile: mine.imageFile,
        })}
        onFailure={(error) => reportFailure(error, 'users.saveFailed')}
        readOnly={readOnly}
        actions={
          record ? (
            <>
              {readOnly ? null : (
                <LockButton
                  user={record}
                  name={userName({ ...record.person, login: record.login })}
                  disabled={form.dirty || form.submitting}
                  onDone={(saved) => onSaved(saved, saved.locked ? 'locked' : 'unlocked')}
                />
              )}
              <AddToBasketButton
                // The dialog names the user: the visible text alone is the name (axe's
                // label-content-name-mismatch refuses "Add {name} to the basket" for it).
                aria-label={undefined}
                candidate={{
                  id: record.id,
                  type: 'USER',
                  givenName: record.person.givenName,
                  familyName: record.person.familyName,
                  email: record.login,
                }}
              />
            </>
          ) : null
        }
        className="max-w-3xl"
        tabs={tabs}
      />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && answer(false)}
        title={i18n._(existing ? 'users.confirmExisting.title' : 'users.confirmCreate.title')}
        text={i18n._(existing ? 'users.confirmExisting.text' : 'users.confirmCreate.text', {
          name,
          login: form.values.login.trim().toLowerCase(),
        })}
        confirmLabel={i18n._('users.create')}
        onConfirm={() => answer(true)}
      />
    </>
  );
}
