import { useLingui } from '@lingui/react';
import { Alert } from '../alert';
import { Button } from '../button';
import { TextField } from '../text-field';
import { useSignInForm } from './use-sign-in-form';
import type { SignInFormOptions } from './use-sign-in-form';
import type { MessageId } from '../../model/message-ids';

/** Props of {@link SignInForm}. */
export interface SignInFormProps extends SignInFormOptions {
  /** Focus the e-mail field on mount (a page's only form); off inside a dialog's tab. */
  autoFocus?: boolean;
}

/** E-mail and password, with the server's answer in an alert and errors beside each field. */
export function SignInForm({ onSignedIn, autoFocus = true }: SignInFormProps) {
  const { i18n } = useLingui();
  const form = useSignInForm({ onSignedIn });
  const fieldError = (key: MessageId | undefined) => (key ? i18n._(key) : null);
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-5">
      {form.formError ? (
        <Alert variant="error" title={i18n._('login.failed')}>
          {i18n._(form.formError)}
        </Alert>
      ) : null}
      <TextField
        id={form.idOf('login')}
        label={i18n._('login.email')}
        name="login"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoFocus={autoFocus}
        required
        value={form.values.login}
        onChange={(event) => form.setValue('login', event.target.value)}
        error={fieldError(form.errors.login)}
      />
      <TextField
        ref={form.passwordRef}
        id={form.idOf('password')}
        label={i18n._('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        onChange={(event) => form.setValue('password', event.target.value)}
        error={fieldError(form.errors.password)}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.submitting}>
        {form.submitting ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        ) : null}
        {i18n._(form.submitting ? 'login.submitting' : 'login.submit')}
      </Button>
    </form>
  );
}
