import { useLingui } from '@lingui/react';
import { useState } from 'react';
import * as v from 'valibot';
import { requestPasswordReset } from '../../../shared/api/register';
import { emailSchema } from '../../../shared/rules/email';
import { locale } from '../../../shared/state/locale';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { useForm } from '../../../shared/ui/form/use-form';
import { TextField } from '../../../shared/ui/text-field';
import { apiClient } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { AccountCard } from './account-card';

const EmailOnly = v.object({ email: emailSchema() });

/**
 * `/password/forgot`: asks for the e-mail address and says the same afterwards whether an
 * account exists or not, so the page cannot be used to find out who has one.
 */
export function ForgotPasswordPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.passwordForgot.title');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initial: { email: '' },
    schema: EmailOnly,
    showErrors: 'submit',
    onSubmit: async ({ email }) => {
      await requestPasswordReset(apiClient, email, locale.value);
      setSentTo(email);
    },
  });

  return (
    <AccountCard
      loginLinkKey="password.backToLogin"
      title={i18n._('screens.passwordForgot.title')}
      intro={sentTo ? undefined : i18n._('password.forgotIntro')}
    >
      {sentTo ? (
        <Alert variant="success">{i18n._('password.resetSent', { email: sentTo })}</Alert>
      ) : (
        <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-5">
          {form.formError ? <Alert variant="error">{i18n._(form.formError)}</Alert> : null}
          <TextField
            id={form.idOf('email')}
            label={i18n._('login.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            required
            value={form.values.email}
            onChange={(event) => form.setValue('email', event.target.value)}
            error={form.errors.email ? i18n._(form.errors.email) : null}
          />
          <Button type="submit" size="lg" className="w-full" disabled={form.submitting}>
            {i18n._('password.sendLink')}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}
