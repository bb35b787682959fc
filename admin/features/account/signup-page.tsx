import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { usePageTitle } from '../../app/page-title';
import { AccountCard } from './account-card';
import { useSignupForm } from './use-signup-form';
import type { SignupField } from './use-signup-form';

const FIELDS: { field: SignupField; label: string; type: string; autoComplete: string }[] = [
  { field: 'givenName', label: 'signup.givenName', type: 'text', autoComplete: 'given-name' },
  { field: 'familyName', label: 'signup.familyName', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'login.email', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'password.new', type: 'password', autoComplete: 'new-password' },
  {
    field: 'repeatPassword',
    label: 'password.repeat',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** `/signup`: a parent creates an account; an e-mail link confirms it. */
export function SignupPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.signup.title');
  const form = useSignupForm();
  return (
    <AccountCard
      title={i18n._('screens.signup.title')}
      intro={form.sentTo ? undefined : i18n._('signup.intro')}
    >
      {form.sentTo ? (
        <Alert variant="success" title={i18n._('signup.sentTitle')}>
          {i18n._('signup.sent', { email: form.sentTo })}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit} className="space-y-5">
          {form.formError ? <Alert variant="error">{i18n._(form.formError)}</Alert> : null}
          {FIELDS.map(({ field, label, type, autoComplete }) => (
            <TextField
              key={field}
              label={i18n._(label)}
              name={field}
              type={type}
              autoComplete={autoComplete}
              required
              value={form.values[field]}
              onChange={(event) => form.setValue(field, event.target.value)}
              error={form.errors[field] ? i18n._(form.errors[field]) : null}
            />
          ))}
          <Button type="submit" size="lg" className="w-full" disabled={form.submitting}>
            {i18n._('signup.submit')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {i18n._('signup.haveAccount')}
        </Link>
      </p>
    </AccountCard>
  );
}
