import { useRef } from 'react';
import { isApiError } from '../../api/api-error';
import { signIn } from '../../api/auth';
import { SignInSchema } from '../../model/auth';
import type { SignInResult } from '../../model/auth';
import { sessionKind, startSession } from '../../state/session';
import { useApiClient } from '../api-client-context';
import { useForm } from '../form/use-form';

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
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useForm({
    initial: { login: '', password: '' },
    schema: SignInSchema,
    showErrors: 'submit',
    onSubmit: async (credentials) => {
      const result = await signIn(client, { ...credentials, session: sessionKind() });
      startSession(result);
      onSignedIn?.(result);
    },
    onError: (error) => {
      // A wrong password is the usual mistake: let the user retype it at once.
      if (isApiError(error, 401)) passwordRef.current?.select();
    },
  });
  return { ...form, passwordRef };
}
