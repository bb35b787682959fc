import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../api/api-error';
import { signUp } from '../../api/register';
import { ERROR_KEYS } from '../../model/errors';
import { SignupSchema } from '../../model/register';
import type { Locale } from '../../model/enums';
import { useApiClient } from '../api-client-context';
import { errorsFromServer, errorsFromValibot, withRepetition } from '../form/issues';
import type { FieldErrors } from '../form/issues';

const FIELDS = ['givenName', 'familyName', 'email', 'password', 'repeatPassword'] as const;
/** A field of the sign-up form. */
export type SignupField = (typeof FIELDS)[number];

// The server's schema plus the repeated password, which only the form knows.
const SignupFormSchema = withRepetition(SignupSchema.entries, 'password');

/**
 * State and submit of the sign-up form. Signing up does not sign in (spec 000 §4): on success
 * the form gives way to "check your inbox" for the address the link went to.
 */
export function useSignupForm({ onSent }: { onSent?: (email: string) => void } = {}) {
  const client = useApiClient();
  // The language the form is shown in is the language of the confirmation e-mail.
  const { i18n } = useLingui();
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
    const parsed = v.safeParse(SignupFormSchema, { ...values, locale: i18n.locale as Locale });
    setFormError(null);
    if (!parsed.success) return setErrors(errorsFromValibot(parsed.issues, FIELDS));
    setErrors({});
    setSubmitting(true);
    try {
      const { repeatPassword: _repeated, ...request } = parsed.output;
      await signUp(client, request);
      setSentTo(request.email);
      onSent?.(request.email);
    } catch (error) {
      setErrors(isApiError(error) ? errorsFromServer(error.issues, FIELDS) : {});
      setFormError(isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

  return { values, setValue, errors, formError, sentTo, submitting, onSubmit };
}
