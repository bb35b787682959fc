import { useLingui } from '@lingui/react';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { TextField } from '../../../shared/ui/text-field';
import { usePageTitle } from '../../app/page-title';
import { useChangePasswordForm } from './use-change-password-form';

/** `/password/change`: the current password, the new one twice; then sign in again. */
export function ChangePasswordPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.passwordChange.title');
  const form = useChangePasswordForm();
  const error = (key: string | undefined) => (key ? i18n._(key) : null);
  return (
    <div className="mx-auto w-full max-w-md space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
        {i18n._('screens.passwordChange.title')}
      </h1>
      <Card>
        <p className="mb-6 text-sm text-gray-600">{i18n._('password.changeIntro')}</p>
        <form noValidate onSubmit={form.onSubmit} className="space-y-5">
          {form.formError ? <Alert variant="error">{i18n._(form.formError)}</Alert> : null}
          <TextField
            label={i18n._('password.current')}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            required
            value={form.values.oldPassword}
            onChange={(event) => form.setValue('oldPassword', event.target.value)}
            error={error(form.errors.oldPassword)}
          />
          <TextField
            label={i18n._('password.new')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            value={form.values.newPassword}
            onChange={(event) => form.setValue('newPassword', event.target.value)}
            error={error(form.errors.newPassword)}
          />
          <TextField
            label={i18n._('password.repeat')}
            name="repeatPassword"
            type="password"
            autoComplete="new-password"
            required
            value={form.values.repeatPassword}
            onChange={(event) => form.setValue('repeatPassword', event.target.value)}
            error={error(form.errors.repeatPassword)}
          />
          <Button type="submit" size="lg" className="w-full" disabled={form.submitting}>
            {i18n._(form.submitting ? 'password.saving' : 'password.save')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
