import { useLingui } from '@lingui/react';
import { Alert } from '../alert';
import { Button } from '../button';
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

/**
 * The sign-up form of the portal's /signup and the widgets' booking dialog. Signing up does not
 * sign in (spec 000 §4): on success the form gives way to "check your inbox".
 */
export function SignupForm({ onSent }: { onSent?: (email: string) => void }) {
  const { i18n } = useLingui();
  const form = useSignupForm({ onSent });
  if (form.sentTo) {
    return (
      <Alert variant="success" title={i18n._('signup.sentTitle')}>
        {i18n._('signup.sent', { email: form.sentTo })}
      </Alert>
    );
  }
  return (
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
        {i18n._('signup.submit')}
      </Button>
    </form>
  );
}
