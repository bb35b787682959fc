import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import * as v from 'valibot';
import { isApiError } from '../../api/api-error';
import { signIn } from '../../api/auth';
import { SignInSchema } from '../../model/auth';
import type { SignInResult } from '../../model/auth';
import { ERROR_KEYS } from '../../model/errors';
import { sessionKind, startSession } from '../../state/session';
import { useApiClient } from '../api-client-context';
import { errorsFromServer, errorsFromValibot } from '../form/issues';
import type { FieldErrors } from '../form/issues';

const FIELDS = ['login', 'password'] as const;
type SignInFieldErrors = FieldErrors<(typeof FIELDS)[number]>;

/** Options of {@link useSignInForm}. */
export interface SignInFormOptions {
  /** After the session started: the portal navigates on, a widget goes to its next step. */
  onSignedIn?: (result: SignInResult) => void;
}

/**
 * State and submit of the sign-in form, for the portal's /login and the widgets' booking
 * dialog alike (the session lands in whichever store the page set). Errors are kept as message
 * keys and translated when shown, so they follow a language switch.
 */
export function useSignInForm({ onSignedIn }: SignInFormOptions = {}) {
  const client = useApiClient();
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
      const result = await signIn(client, { ...parsed.output, session: sessionKind() });
      startSession(result);
      onSignedIn?.(result);
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
