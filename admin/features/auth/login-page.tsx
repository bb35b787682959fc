import { useLingui } from '@lingui/react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { indexRedirect, safeRedirectTarget } from '../../../shared/access/index-redirect';
import { featureToggles } from '../../../shared/state/features';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { Card } from '../../../shared/ui/card';
import { followFamilyLanguage } from '../../app/follow-family-language';
import { usePageTitle } from '../../app/page-title';
import { SignInForm } from '../../../shared/ui/account/sign-in-form';
import type { SignInResult } from '../../../shared/model/auth';
import { SchoolSignIn } from './school-sign-in';

/** `/login`: the sign-in card. A signed-in visitor goes on to where they were heading. */
export function LoginPage() {
  useSignals();
  const { i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  usePageTitle('login.title');
  // Where to go after sign-in: the `redirect` query (a path on this site only) or the start page.
  const query = new URLSearchParams(search);
  const redirect = safeRedirectTarget(query.get('redirect'));
  const onSignedIn = (result: SignInResult, to: string | null = redirect) => {
    followFamilyLanguage(result);
    navigate(safeRedirectTarget(to) ?? indexRedirect(result.user), { replace: true });
  };
  const user = currentUser.value;
  if (user) return <Redirect to={redirect ?? indexRedirect(user)} replace />;
  return (
    <div className="flex flex-1 items-center justify-center">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">
          {i18n._('login.title')}
        </h1>
        <p className="mt-2 mb-6 text-sm text-gray-600">{i18n._('login.intro')}</p>
        <SignInForm onSignedIn={(result) => onSignedIn(result)} />
        <SchoolSignIn redirect={redirect} answer={query} onSignedIn={onSignedIn} />
        <p className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          <Link
            href="/password/forgot"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {i18n._('login.forgotPassword')}
          </Link>
          {featureToggles.value.register ? (
            <Link
              href="/signup"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {i18n._('login.createAccount')}
            </Link>
          ) : null}
        </p>
      </Card>
    </div>
  );
}
