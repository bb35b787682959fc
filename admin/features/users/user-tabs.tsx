import { useLingui } from '@lingui/react';
import { UserCheck, UserPlus } from 'lucide-react';
import { BUSINESS_AREAS, ROLES, type BusinessArea, type Role } from '../../../shared/model/enums';
import type { PersonWithRoles } from '../../../shared/model/customer';
import { ADMIN_ROLES } from '../../../shared/rules/user';
import { Button } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { EmailField } from '../../../shared/ui/email-field';
import type { useForm } from '../../../shared/ui/form';
import { PersonFields } from '../../../shared/ui/person-form/person-fields';
import { PersonPictureInput } from '../../../shared/ui/person-form/person-picture-input';
import { MultiSelect } from '../../ui/multi-select/multi-select';
import type { LoginCheck } from './use-login-check';
import {
  personErrorsOf,
  personField,
  USER_ID_PREFIX,
  userName,
  type UserField,
  type UserValues,
} from './user-values';

/** The dialog's form, as `useForm` answers it. */
export type UserForm = ReturnType<typeof useForm<UserValues, unknown, UserField>>;

/** Props of {@link UserTab}. */
export interface UserTabProps {
  form: UserForm;
  check: LoginCheck;
  /** Whether the caller may grant and take ADMIN and SYS_ADMIN (`user.grantAdmin`). */
  grantsAdmin: boolean;
  /** Whether the caller sets what a provider serves (`apiKey.manage`); others see it only. */
  setsServedAreas: boolean;
  /** Creating: take the person found by the login check for the new user. */
  onUsePerson: (person: PersonWithRoles) => void;
  /** Creating for an existing person: go back to a new person. */
  onNewPerson: () => void;
  readOnly: boolean;
}

/**
 * The User tab: the login (an e-mail, checked 400 ms after typing: taken → `loginValidation`),
 * the roles (ADMIN and SYS_ADMIN offered to a SYS_ADMIN only), for an external provider the
 * business areas their API keys read (set by a SYS_ADMIN), whether the user is locked, and
 * — when creating — the person on file with that e-mail to create the user for.
 */
export function UserTab({
  form,
  check,
  grantsAdmin,
  setsServedAreas,
  onUsePerson,
  onNewPerson,
  readOnly,
}: UserTabProps) {
  const { i18n } = useLingui();
  const { values } = form;
  const creating = values.id === null;
  const loginError = form.errors.login ?? (check.taken ? 'users.message.loginValidation' : null);
  const fixed = grantsAdmin
    ? []
    : values.roles.filter((role) => ADMIN_ROLES.includes(role as never));
  const offered = ROLES.filter((role) => grantsAdmin || !ADMIN_ROLES.includes(role as never));
  const existing = creating && values.person.id !== null;
  return (
    <div className="space-y-5">
      <EmailField
        id={form.idOf('login')}
        label={i18n._('users.login')}
        value={values.login}
        required
        readOnly={readOnly}
        autoComplete="off"
        onChange={(event) => form.setValue('login', event.currentTarget.value)}
        onBlur={() => form.touch('login')}
        error={loginError ? i18n._(loginError) : null}
        hint={check.checking ? i18n._('users.checkingLogin') : undefined}
      />
      {creating && check.person && !existing ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
          <p className="flex-1">
            {i18n._('users.existingPerson', { name: userName(check.person) })}
          </p>
          <Button type="button" variant="secondary" onClick={() => onUsePerson(check.person!)}>
            <UserCheck aria-hidden="true" className="size-4" />
            {i18n._('users.useExisting')}
          </Button>
        </div>
      ) : null}
      {existing ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950">
          <p className="flex-1">{i18n._('users.forExisting', { name: userName(values.person) })}</p>
          <Button type="button" variant="secondary" onClick={onNewPerson}>
            <UserPlus aria-hidden="true" className="size-4" />
            {i18n._('users.newPersonInstead')}
          </Button>
        </div>
      ) : null}
      <MultiSelect
        id={form.idOf('roles')}
        label={i18n._('users.roles')}
        required
        disabled={readOnly}
        options={offered.map((role) => ({ value: role, label: i18n._(`roles.${role}`) }))}
        value={values.roles}
        onChange={(roles) => form.setValue('roles', [...fixed, ...(roles as Role[])])}
        error={form.errors.roles ? i18n._(form.errors.roles) : null}
        columns={3}
      />
      {grantsAdmin ? null : (
        <p className="text-sm text-gray-700">{i18n._('users.adminRolesHint')}</p>
      )}
      {values.roles.includes('EXT_PROVIDER') ? (
        <div className="space-y-2">
          <MultiSelect
            id={form.idOf('servedAreas')}
            label={i18n._('users.servedAreas')}
            disabled={readOnly || !setsServedAreas}
            options={BUSINESS_AREAS.map((area) => ({
              value: area,
              label: i18n._(`businessArea.${area}`),
            }))}
            value={values.servedAreas}
            onChange={(areas) => form.setValue('servedAreas', areas as BusinessArea[])}
            error={form.errors.servedAreas ? i18n._(form.errors.servedAreas) : null}
            columns={3}
          />
          <p className="text-sm text-gray-700">
            {i18n._(setsServedAreas ? 'users.servedAreasHint' : 'users.servedAreasSysAdminHint')}
          </p>
        </div>
      ) : null}
      {values.id !== null ? (
        <p className="text-sm text-gray-800">
          {i18n._('users.status')}:{' '}
          <strong>{i18n._(values.locked ? 'users.locked' : 'users.active')}</strong>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Person tab: the shared person form, no phone required for staff accounts; an e-mail
 * another person has asks the overwrite question (spec 001 §8) rather than being refused on
 * save; and the person's picture (sent with the save).
 */
export function UserPersonTab({
  form,
  hasStoredPicture,
  readOnly,
}: {
  form: UserForm;
  /** Whether the person (the user's, or the one on file taken) has a picture stored. */
  hasStoredPicture: boolean;
  readOnly: boolean;
}) {
  const { i18n } = useLingui();
  const pictureError = form.errors.imageFile;
  return (
    <div className="space-y-5">
      <PersonFields
        idPrefix={`${USER_ID_PREFIX}-person`}
        today={schoolToday()}
        phoneRequired={false}
        confirmTakenMail={!readOnly}
        value={form.values.person}
        onValueChange={(person) =>
          form.setValues((current) => ({ ...current, person: { ...current.person, ...person } }))
        }
        errors={personErrorsOf(form.errors)}
        onFieldBlur={(field) => form.touch(personField(field))}
      />
      <PersonPictureInput
        id={form.idOf('imageFile')}
        label={i18n._('person.picture')}
        file={form.values.imageFile}
        onFileChange={(file) => form.setValue('imageFile', file)}
        hasStored={hasStoredPicture}
        error={pictureError ? i18n._(pictureError) : null}
        disabled={readOnly}
      />
    </div>
  );
}
