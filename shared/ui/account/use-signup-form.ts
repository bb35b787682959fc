import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { signUp } from '../../api/register';
import { SignupSchema } from '../../model/register';
import type { Locale } from '../../model/enums';
import { useApiClient } from '../api-client-context';
import { withRepetition } from '../form/issues';
import { useForm } from '../form/use-form';

const EMPTY = { givenName: '', familyName: '', email: '', password: '', repeatPassword: '' };
/** A field of the sign-up form. */
export type SignupField = keyof typeof EMPTY;

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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initial: EMPTY,
    schema: SignupFormSchema,
    toInput: (values) => ({ ...values, locale: i18n.locale as Locale }),
    showErrors: 'submit',
    onSubmit: async ({ repeatPassword: _repeated, ...request }) => {
      await signUp(client, request);
      setSentTo(request.email);
      onSent?.(request.email);
    },
  });
  return { ...form, sentTo };
}
