import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../../shared/api/api-error';
import { requestPasswordReset } from '../../../shared/api/register';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { emailSchema } from '../../../shared/rules/email';
import { locale } from '../../../shared/state/locale';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { apiClient } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { AccountCard } from './account-card';

const EmailOnly = emailSchema();

/**
 * `/password/forgot`: asks for the e-mail address and says the same afterwards whether an
 * account exists or not, so the page cannot be used to find out who has one.
 */
export function ForgotPasswordPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.passwordForgot.title');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(EmailOnly, email);
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(null);
    setFormError(null);
    setSubmitting(true);
    try {
      await requestPasswordReset(apiClient, parsed.output, locale.value);
      setSentTo(parsed.output);
    } catch (failure) {
      setFormError(isApiError(failure) ? failure.messageKey : ERROR_KEYS.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AccountCard
      loginLinkKey="password.backToLogin"
      title={i18n._('screens.passwordForgot.title')}
      intro={sentTo ? undefined : i18n._('password.forgotIntro')}
    >
      {sentTo ? (
        <Alert variant="success">{i18n._('password.resetSent', { email: sentTo })}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          {formError ? <Alert variant="error">{i18n._(formError)}</Alert> : null}
          <TextField
            label={i18n._('login.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error ? i18n._(error) : null}
          />
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {i18n._('password.sendLink')}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}
