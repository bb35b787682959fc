import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { Link, useLocation, useSearch } from 'wouter';
import { isApiError } from '../../../shared/api/api-error';
import { resetPassword } from '../../../shared/api/register';
import { MIN_PASSWORD } from '../../../shared/model/auth';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { MAX_TEXT } from '../../../shared/model/limits';
import { showSnackbar } from '../../../shared/state/snackbar';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { apiClient } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { AccountCard } from './account-card';
import { errorsFromValibot } from './form-issues';
import type { FieldErrors } from './form-issues';

const FIELDS = ['password', 'repeatPassword'] as const;
type Field = (typeof FIELDS)[number];

const NewPasswordSchema = v.pipe(
  v.object({
    password: v.pipe(
      v.string(),
      v.minLength(MIN_PASSWORD, 'auth.passwordTooShort'),
      v.maxLength(MAX_TEXT, '!.rules.max-characters'),
    ),
    repeatPassword: v.string(),
  }),
  v.forward(
    v.check((input) => input.password === input.repeatPassword, 'auth.passwordsDiffer'),
    ['repeatPassword'],
  ),
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

  const error = (key: string | undefined) => (key ? i18n._(key) : null);
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
        <TextField
          label={i18n._('password.new')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          error={error(errors.password)}
        />
        <TextField
          label={i18n._('password.repeat')}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.repeatPassword}
          onChange={(event) => setValues({ ...values, repeatPassword: event.target.value })}
          error={error(errors.repeatPassword)}
        />
        <Button type="submit" size="lg" className="w-full" disabled={submitting || !token}>
          {i18n._('password.setNew')}
        </Button>
      </form>
    </AccountCard>
  );
}
