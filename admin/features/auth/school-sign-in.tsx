import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../../shared/api/call';
import { failureKey } from '../../../shared/api/api-error';
import { currentSession } from '../../../shared/contracts/auth';
import { ssoLogin, ssoOptions, ssoStart } from '../../../shared/contracts/sso';
import type { SignInResult } from '../../../shared/model/auth';
import type { MessageId } from '../../../shared/model/message-ids';
import { startSession } from '../../../shared/state/session';
import { Alert } from '../../../shared/ui/alert';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { useResource } from '../../../shared/ui/use-resource';

/**
 * What the browser keeps while it is at the identity provider: the state to expect back (not a
 * secret: it only ties the answer to this tab) and where to go after. sessionStorage, this tab's.
 */
const PENDING_KEY = 'kitebook.schoolSignIn';

interface Pending {
  state: string;
  redirect: string | null;
}

/** Props of {@link SchoolSignIn}. */
export interface SchoolSignInProps {
  /** Where to go after signing in (the login page's `redirect`), kept across the provider. */
  redirect: string | null;
  /** The provider's answer on /login (`code`, `state`, `iss`), when it sent the browser back. */
  answer: URLSearchParams;
  onSignedIn: (result: SignInResult, redirect: string | null) => void;
}

/**
 * "Sign in with the school account" (issue 21.5), shown only while an identity provider is
 * configured and switched on (`GET /api/auth/sso`): goes there with the state from
 * `POST /api/auth/sso-start`; back on /login with a code, it signs in with
 * `POST /api/auth/sso-login` (a plain-text token) and reads the user with `GET /api/auth/current`. A refusal (no account for the e-mail, …) is said above the button.
 */
export function SchoolSignIn({ redirect, answer, onSignedIn }: SchoolSignInProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const options = useResource((signal) => call(client, ssoOptions, {}, { signal }), []);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const code = answer.get('code');
  const returned = useRef(false);

  useEffect(() => {
    if (!code || returned.current) return;
    returned.current = true;
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as Pending | null;
    sessionStorage.removeItem(PENDING_KEY);
    const state = answer.get('state') ?? '';
    if (!pending || pending.state !== state) {
      setProblem('auth.sso.failed');
      return;
    }
    setBusy(true);
    const iss = answer.get('iss') ?? undefined;
    (async () => {
      const token = await call(
        client,
        ssoLogin,
        { body: { code, state, iss } },
        { anonymous: true },
      );
      const current = await call(client, currentSession, {}, { token });
      const result = { ...current, token };
      startSession(result);
      onSignedIn(result, pending.redirect);
    })().catch((error: unknown) => {
      setBusy(false);
      setProblem(failureKey(error));
    });
  }, [answer, client, code, onSignedIn]);

  async function start() {
    setBusy(true);
    setProblem(null);
    try {
      const { url, state } = await call(client, ssoStart, {}, { anonymous: true });
      sessionStorage.setItem(PENDING_KEY, JSON.stringify({ state, redirect } satisfies Pending));
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      setProblem(failureKey(error));
    }
  }

  const enabled = options.data?.enabled === true;
  if (!enabled && !problem) return null;
  return (
    <div className="mt-6 space-y-3 border-t border-gray-200 pt-6">
      {problem ? <Alert variant="error">{i18n._(problem)}</Alert> : null}
      {enabled ? (
        <Button variant="secondary" className="w-full" disabled={busy} onClick={() => void start()}>
          {i18n._(busy && code ? 'auth.sso.signingIn' : 'auth.sso.button')}
        </Button>
      ) : null}
    </div>
  );
}
