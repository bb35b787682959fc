import { useLingui } from '@lingui/react';
import { Link, useLocation, useSearch } from 'wouter';
import { resetPassword } from '../../../shared/api/register';
import { ResetPasswordSchema } from '../../../shared/model/register';
import { showSnackbar } from '../../../shared/state/snackbar';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { apiClient } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { AccountCard } from './account-card';
import { FieldList } from '../../../shared/ui/account/field-list';
import type { FieldSpec } from '../../../shared/ui/account/field-list';
import { withRepetition } from '../../../shared/ui/form/issues';
import { useForm } from '../../../shared/ui/form/use-form';

type Field = 'password' | 'repeatPassword';

const FIELDS_SHOWN: readonly FieldSpec<Field>[] = [
  { field: 'password', labelKey: 'password.new', type: 'password', autoComplete: 'new-password' },
  {
    field: 'repeatPassword',
    labelKey: 'password.repeat',
    type: 'password',
    autoComplete: 'new-password',
  },
];

// The token comes from the link, not the form: only the password entry is the user's.
const NewPasswordSchema = withRepetition(
  { password: ResetPasswordSchema.entries.password },
  'password',
);

/** `/password/reset?token=…`: the new password twice; the link works once, for one hour. */
export function ResetPasswordPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.passwordReset.title');
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useForm({
    initial: { password: '', repeatPassword: '' },
    schema: NewPasswordSchema,
    showErrors: 'submit',
    onSubmit: async ({ password }) => {
      await resetPassword(apiClient, token, password);
      showSnackbar('password.resetDone', { kind: 'success' });
      navigate('/login', { replace: true });
    },
  });
  const formError = form.formError ?? (token ? null : 'auth.resetLinkInvalid');

  return (
    <AccountCard title={i18n._('screens.passwordReset.title')}>
      <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-5">
        {formError ? (
          <Alert variant="error">
            {i18n._(formError)}{' '}
            <Link href="/password/forgot" className="font-medium underline">
              {i18n._('password.requestNewLink')}
            </Link>
          </Alert>
        ) : null}
        <FieldList
          fields={FIELDS_SHOWN}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
          idOf={form.idOf}
        />
        <Button type="submit" size="lg" className="w-full" disabled={form.submitting || !token}>
          {i18n._('password.setNew')}
        </Button>
      </form>
    </AccountCard>
  );
}
