import { useLingui } from '@lingui/react';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { usePageTitle } from '../../app/page-title';
import { AccountCard } from './account-card';
import { FieldList } from './field-list';
import type { FieldSpec } from './field-list';
import { useSignupForm } from './use-signup-form';
import type { SignupField } from './use-signup-form';

const FIELDS: readonly FieldSpec<SignupField>[] = [
  { field: 'givenName', labelKey: 'signup.givenName', type: 'text', autoComplete: 'given-name' },
  { field: 'familyName', labelKey: 'signup.familyName', type: 'text', autoComplete: 'family-name' },
  { field: 'email', labelKey: 'login.email', type: 'email', autoComplete: 'email' },
  { field: 'password', labelKey: 'password.new', type: 'password', autoComplete: 'new-password' },
  {
    field: 'repeatPassword',
    labelKey: 'password.repeat',
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
      loginLinkKey="signup.haveAccount"
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
          <FieldList
            fields={FIELDS}
            values={form.values}
            errors={form.errors}
            onChange={form.setValue}
          />
          <Button type="submit" size="lg" className="w-full" disabled={form.submitting}>
            {i18n._('signup.submit')}
          </Button>
        </form>
      )}
    </AccountCard>
  );
}
