import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { approveRegistration } from '../../../shared/api/register';
import type { Role } from '../../../shared/model/enums';
import type { PendingRegistration } from '../../../shared/model/register';
import { Alert } from '../../../shared/ui/alert';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { SimpleDialog } from '../../../shared/ui/dialog/dialog';
import { DialogFooter, DialogProgress } from '../../../shared/ui/dialog/parts';
import { useForm } from '../../../shared/ui/form/use-form';
import type { MessageId } from '../../../shared/model/message-ids';
import { reportFailure } from '../../app/failures';
import { FactList } from '../../ui/fact-list';
import { ASSIGNABLE_ROLES, PRESELECTED_ROLES } from './assignable-roles';
import { formatMoment } from './format-moment';

/**
 * An answer the dialog shows itself, translated: someone approved it already (409), it is gone
 * (404), a role the server does not know (400), no answer or the backend unavailable. Anything
 * else is a failure to report with its signature.
 */
const isRefusal = (error: unknown) =>
  isApiError(error) && (error.status < 500 || error.status === 504);

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
 * in the dialog, translated; Escape and Cancel close it without a change. The roles are a
 * `useForm` form (its submit, `submitting` and the refusal's message key); an unexpected
 * failure is reported the office's way (spec 002 §8, `reportFailure`).
 */
export function RegistrationDialog({
  registration,
  onClose,
  onApproved,
  onCloseAutoFocus,
}: RegistrationDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [refusal, setRefusal] = useState<MessageId | null>(null);
  const form = useForm<{ roles: Role[] }>({
    initial: { roles: [...PRESELECTED_ROLES] },
    onSubmit: async ({ roles }) => {
      const approved = await approveRegistration(client, registration.id, roles);
      onApproved(approved.roles);
    },
    onError: (error, messageKey) => {
      const refused = isRefusal(error);
      setRefusal(refused ? messageKey : null);
      if (!refused) reportFailure(error, 'registrations.approveFailed');
    },
  });
  const { user } = registration;
  const name = `${user.givenName} ${user.familyName}`;
  const { roles } = form.values;
  const saving = form.submitting;

  const toggle = (role: Role, on: boolean) =>
    form.setValue('roles', on ? [...roles, role] : roles.filter((entry) => entry !== role));

  return (
    <SimpleDialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      onCloseAutoFocus={onCloseAutoFocus}
      title={i18n._('registrations.dialog.title', { name })}
    >
      <DialogProgress active={saving} label={i18n._('registrations.dialog.unlocking')} />
      <FactList
        facts={[
          [i18n._('registrations.email'), user.login],
          [i18n._('registrations.date'), formatMoment(registration.date, i18n.locale)],
          [
            i18n._('registrations.emailConfirmed'),
            i18n._(registration.emailConfirmed ? 'registrations.yes' : 'registrations.no'),
          ],
        ]}
      />
      {registration.emailConfirmed ? null : (
        <Alert variant="warning" className="mt-4">
          {i18n._('registrations.dialog.notConfirmed')}
        </Alert>
      )}
      <form noValidate aria-busy={saving} onSubmit={(event) => void form.submit(event)}>
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
        {form.formError && refusal ? (
          <Alert variant="error" className="mt-4">
            {i18n._(refusal)}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {i18n._('registrations.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {i18n._('registrations.dialog.unlock')}
          </Button>
        </DialogFooter>
      </form>
    </SimpleDialog>
  );
}
