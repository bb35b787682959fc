import { useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../../shared/api/api-error';
import { signUp } from '../../../shared/api/register';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { SignupSchema } from '../../../shared/model/register';
import { locale } from '../../../shared/state/locale';
import { apiClient } from '../../app/api-client';
import {
  errorsFromServer,
  errorsFromValibot,
  withRepetition,
} from '../../../shared/ui/form-issues';
import type { FieldErrors } from '../../../shared/ui/form-issues';

const FIELDS = ['givenName', 'familyName', 'email', 'password', 'repeatPassword'] as const;
/** A field of the sign-up form. */
export type SignupField = (typeof FIELDS)[number];

// The server's schema plus the repeated password, which only the form knows.
const SignupFormSchema = withRepetition(SignupSchema.entries, 'password');

/**
 * State and submit of the sign-up form. Signing up does not sign in (spec 000 §4): on success
 * the form gives way to "check your inbox" for the address the link went to.
 */
export function useSignupForm() {
  const [values, setValues] = useState<Record<SignupField, string>>({
    givenName: '',
    familyName: '',
    email: '',
    password: '',
    repeatPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setValue = (field: SignupField, value: string) => setValues({ ...values, [field]: value });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = v.safeParse(SignupFormSchema, { ...values, locale: locale.value });
    setFormError(null);
    if (!parsed.success) return setErrors(errorsFromValibot(parsed.issues, FIELDS));
    setErrors({});
    setSubmitting(true);
    try {
      const { repeatPassword: _repeated, ...request } = parsed.output;
      await signUp(apiClient, request);
      setSentTo(request.email);
    } catch (error) {
      setErrors(isApiError(error) ? errorsFromServer(error.issues, FIELDS) : {});
      setFormError(isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

  return { values, setValue, errors, formError, sentTo, submitting, onSubmit };
}
