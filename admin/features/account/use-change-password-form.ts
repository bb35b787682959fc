import { useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { useLocation } from 'wouter';
import { LOGIN_PATH } from '../../../shared/access/index-redirect';
import { isApiError } from '../../../shared/api/api-error';
import { changePassword } from '../../../shared/api/auth';
import { ChangePasswordSchema } from '../../../shared/model/auth';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { showSnackbar } from '../../../shared/state/snackbar';
import { apiClient } from '../../app/api-client';
import { useSignOut } from '../../../shared/ui/account/use-sign-out';
import {
  errorsFromServer,
  errorsFromValibot,
  withRepetition,
} from '../../../shared/ui/form/issues';
import type { FieldErrors } from '../../../shared/ui/form/issues';

const FIELDS = ['oldPassword', 'newPassword', 'repeatPassword'] as const;
/** A field of the password-change form. */
export type ChangePasswordField = (typeof FIELDS)[number];
type Field = ChangePasswordField;

const ChangePasswordFormSchema = withRepetition(ChangePasswordSchema.entries, 'newPassword');

/**
 * State and submit of the password change (spec 000 §4: a password change logs out). After
 * success the session ends and the user signs in again with the new password.
 */
export function useChangePasswordForm() {
  const signOut = useSignOut();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    repeatPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setValue = (field: Field, value: string) => setValues({ ...values, [field]: value });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = v.safeParse(ChangePasswordFormSchema, values);
    setFormError(null);
    if (!parsed.success) {
      setErrors(errorsFromValibot(parsed.issues, FIELDS));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const { oldPassword, newPassword } = parsed.output;
      await changePassword(apiClient, { oldPassword, newPassword });
      // The change ended every other session; this one ends now (spec 000 §4: sign in again).
      signOut();
      showSnackbar('password.changed', { kind: 'success' });
      navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      setErrors(isApiError(error) ? errorsFromServer(error.issues, FIELDS) : {});
      setFormError(isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected);
      setSubmitting(false);
    }
  }

  return { values, setValue, errors, formError, submitting, onSubmit };
}
