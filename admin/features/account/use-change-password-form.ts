import { useLocation } from 'wouter';
import { LOGIN_PATH } from '../../../shared/access/index-redirect';
import { changePassword } from '../../../shared/api/auth';
import { ChangePasswordSchema } from '../../../shared/model/auth';
import { showSnackbar } from '../../../shared/state/snackbar';
import { apiClient } from '../../app/api-client';
import { useSignOut } from '../../../shared/ui/account/use-sign-out';
import { withRepetition } from '../../../shared/ui/form/issues';
import { useForm } from '../../../shared/ui/form/use-form';

const EMPTY = { oldPassword: '', newPassword: '', repeatPassword: '' };
/** A field of the password-change form. */
export type ChangePasswordField = keyof typeof EMPTY;

const ChangePasswordFormSchema = withRepetition(ChangePasswordSchema.entries, 'newPassword');

/**
 * State and submit of the password change (spec 000 §4: a password change logs out). After
 * success the session ends and the user signs in again with the new password.
 */
export function useChangePasswordForm() {
  const signOut = useSignOut();
  const [, navigate] = useLocation();
  return useForm({
    initial: EMPTY,
    schema: ChangePasswordFormSchema,
    showErrors: 'submit',
    onSubmit: async ({ oldPassword, newPassword }) => {
      await changePassword(apiClient, { oldPassword, newPassword });
      // The change ended every other session; this one ends now (spec 000 §4: sign in again).
      signOut();
      showSnackbar('password.changed', { kind: 'success' });
      navigate(LOGIN_PATH, { replace: true });
    },
  });
}
