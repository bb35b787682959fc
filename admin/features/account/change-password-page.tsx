import { useLingui } from '@lingui/react';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { usePageTitle } from '../../app/page-title';
import { FieldList } from '../../../shared/ui/account/field-list';
import type { FieldSpec } from '../../../shared/ui/account/field-list';
import { useChangePasswordForm } from './use-change-password-form';
import type { ChangePasswordField } from './use-change-password-form';

const FIELDS: readonly FieldSpec<ChangePasswordField>[] = [
  {
    field: 'oldPassword',
    labelKey: 'password.current',
    type: 'password',
    autoComplete: 'current-password',
  },
  {
    field: 'newPassword',
    labelKey: 'password.new',
    type: 'password',
    autoComplete: 'new-password',
  },
  {
    field: 'repeatPassword',
    labelKey: 'password.repeat',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** `/password/change`: the current password, the new one twice; then sign in again. */
export function ChangePasswordPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.passwordChange.title');
  const form = useChangePasswordForm();
  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
        {i18n._('screens.passwordChange.title')}
      </h1>
      <Card>
        <p className="mb-6 text-sm text-gray-600">{i18n._('password.changeIntro')}</p>
        <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-5">
          {form.formError ? <Alert variant="error">{i18n._(form.formError)}</Alert> : null}
          <FieldList
            fields={FIELDS}
            values={form.values}
            errors={form.errors}
            onChange={form.setValue}
            idOf={form.idOf}
          />
          <Button type="submit" size="lg" className="w-full" disabled={form.submitting}>
            {i18n._(form.submitting ? 'password.saving' : 'password.save')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
