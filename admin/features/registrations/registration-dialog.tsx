import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { approveRegistration } from '../../../shared/api/register';
import type { Role } from '../../../shared/model/enums';
import type { PendingRegistration } from '../../../shared/model/register';
import { Alert } from '../../../shared/ui/alert';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { failureKey } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { SimpleDialog } from '../../../shared/ui/dialog/dialog';
import { ASSIGNABLE_ROLES, PRESELECTED_ROLES } from './assignable-roles';
import { formatMoment } from './format-moment';
import type { MessageId } from '../../../shared/model/message-ids';

/** Props of {@link RegistrationDialog}. */
export interface RegistrationDialogProps {
  registration: PendingRegistration;
  onClose: () => void;
  /** After the server unlocked the user with `roles`. */
  onApproved: (roles: Role[]) => void;
  onCloseAutoFocus?: ComponentProps<typeof SimpleDialog>['onCloseAutoFocus'];
}

/**
 * "Registration of {name}" (spec 001 §2.2): who signed up, when, whether the address is
 * confirmed, the roles to grant (USER always), and "Unlock user with roles". A refusal stays
 * in the dialog, translated; Escape and Cancel close it without a change.
 */
export function RegistrationDialog({
  registration,
  onClose,
  onApproved,
  onCloseAutoFocus,
}: RegistrationDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [roles, setRoles] = useState<Role[]>([...PRESELECTED_ROLES]);
  const [saving, setSaving] = useState(false);
  const [errorKey, setErrorKey] = useState<MessageId | null>(null);
  const { user } = registration;
  const name = `${user.givenName} ${user.familyName}`;

  const toggle = (role: Role, on: boolean) =>
    setRoles((chosen) => (on ? [...chosen, role] : chosen.filter((entry) => entry !== role)));

  async function approve() {
    setSaving(true);
    setErrorKey(null);
    try {
      const approved = await approveRegistration(client, registration.id, roles);
      onApproved(approved.roles);
    } catch (error) {
      setErrorKey(failureKey(error));
      setSaving(false);
    }
  }

  return (
    <SimpleDialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      title={i18n._('registrations.dialog.title', { name })}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{i18n._('registrations.email')}</dt>
        <dd className="break-all text-gray-900">{user.login}</dd>
        <dt className="text-gray-600">{i18n._('registrations.date')}</dt>
        <dd className="text-gray-900">{formatMoment(registration.date, i18n.locale)}</dd>
        <dt className="text-gray-600">{i18n._('registrations.emailConfirmed')}</dt>
        <dd className="text-gray-900">
          {i18n._(registration.emailConfirmed ? 'registrations.yes' : 'registrations.no')}
        </dd>
      </dl>
      {registration.emailConfirmed ? null : (
        <Alert variant="warning" className="mt-4">
          {i18n._('registrations.dialog.notConfirmed')}
        </Alert>
      )}
      <fieldset className="mt-5 space-y-2">
        <legend className="mb-2 text-sm font-semibold text-gray-900">
          {i18n._('registrations.dialog.roles')}
        </legend>
        <Checkbox label={i18n._('registrations.dialog.userAlways')} checked disabled readOnly />
        {ASSIGNABLE_ROLES.map((role) => (
          <Checkbox
            key={role}
            name="role"
            value={role}
            label={i18n._(`roles.${role}`)}
            checked={roles.includes(role)}
            disabled={saving}
            onChange={(event) => toggle(role, event.currentTarget.checked)}
          />
        ))}
      </fieldset>
      {errorKey ? (
        <Alert variant="error" className="mt-4">
          {i18n._(errorKey)}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {i18n._('registrations.dialog.cancel')}
        </Button>
        <Button onClick={() => void approve()} disabled={saving}>
          {i18n._('registrations.dialog.unlock')}
        </Button>
      </div>
    </SimpleDialog>
  );
}
