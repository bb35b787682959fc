import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { useLocation, useSearch } from 'wouter';
import { indexRedirect, safeRedirectTarget } from '../../../shared/access/index-redirect';
import { isApiError } from '../../../shared/api/api-error';
import { signIn } from '../../../shared/api/auth';
import { SignInSchema } from '../../../shared/model/auth';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { startSession } from '../../../shared/state/session';
import { errorsFromServer, errorsFromValibot } from '../../../shared/ui/form-issues';
import type { FieldErrors } from '../../../shared/ui/form-issues';
import { apiClient } from '../../app/api-client';

const FIELDS = ['login', 'password'] as const;
type SignInFieldErrors = FieldErrors<(typeof FIELDS)[number]>;

/**
 * State and submit of the sign-in form. Errors are kept as message keys and translated when
 * shown, so they follow a language switch. After sign-in it goes to the `redirect` query (a
 * path on this site only) or the user's start page.
 */
export function useSignInForm() {
  const [, navigate] = useLocation();
  const redirect = safeRedirectTarget(new URLSearchParams(useSearch()).get('redirect'));
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function focusFirstInvalid(errors: SignInFieldErrors) {
    (errors.login ? loginRef : passwordRef).current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = v.safeParse(SignInSchema, { login, password });
    if (!parsed.success) {
      const errors = errorsFromValibot(parsed.issues, FIELDS);
      setFieldErrors(errors);
      setFormError(null);
      focusFirstInvalid(errors);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const result = await signIn(apiClient, parsed.output);
      startSession(result);
      navigate(redirect ?? indexRedirect(result.user), { replace: true });
    } catch (error) {
      const errors = isApiError(error) ? errorsFromServer(error.issues, FIELDS) : {};
      setFieldErrors(errors);
      setFormError(isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected);
      // A wrong password is the usual mistake: let the user retype it at once.
      if (isApiError(error, 401)) passwordRef.current?.select();
      else focusFirstInvalid(errors);
      setSubmitting(false);
    }
  }

  return {
    login,
    setLogin,
    password,
    setPassword,
    fieldErrors,
    formError,
    submitting,
    loginRef,
    passwordRef,
    onSubmit,
  };
}
