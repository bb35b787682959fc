import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { Link, useLocation, useSearch } from 'wouter';
import { isApiError } from '../../../shared/api/api-error';
import { resetPassword } from '../../../shared/api/register';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { ResetPasswordSchema } from '../../../shared/model/register';
import { showSnackbar } from '../../../shared/state/snackbar';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { apiClient } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { AccountCard } from './account-card';
import { FieldList } from '../../../shared/ui/account/field-list';
import type { FieldSpec } from '../../../shared/ui/account/field-list';
import { errorsFromValibot, withRepetition } from '../../../shared/ui/form/issues';
import type { FieldErrors } from '../../../shared/ui/form/issues';

const FIELDS = ['password', 'repeatPassword'] as const;
type Field = (typeof FIELDS)[number];

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
  const [values, setValues] = useState({ password: '', repeatPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(token ? null : 'auth.resetLinkInvalid');
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(NewPasswordSchema, values);
    if (!parsed.success) return setErrors(errorsFromValibot(parsed.issues, FIELDS));
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      await resetPassword(apiClient, token, parsed.output.password);
      showSnackbar('password.resetDone', { kind: 'success' });
      navigate('/login', { replace: true });
    } catch (failure) {
      setFormError(isApiError(failure) ? failure.messageKey : ERROR_KEYS.unexpected);
      setSubmitting(false);
    }
  }

  return (
    <AccountCard title={i18n._('screens.passwordReset.title')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
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
          values={values}
          errors={errors}
          onChange={(field, value) => setValues({ ...values, [field]: value })}
        />
        <Button type="submit" size="lg" className="w-full" disabled={submitting || !token}>
          {i18n._('password.setNew')}
        </Button>
      </form>
    </AccountCard>
  );
}
