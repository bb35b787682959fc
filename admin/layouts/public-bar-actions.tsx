import { useLingui } from '@lingui/react';
import { LogIn } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { loginRedirect } from '../../shared/access/index-redirect';
import { featureToggles } from '../../shared/state/features';
import { currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { buttonClass } from '../../shared/ui/button';
import { LanguageMenu } from './language-menu';
import { ProfileMenu } from './profile-menu';

/**
 * The end of the public pages' logo bar: who is signed in, in the profile menu (with the
 * language when `i18n` is on, and logout), or for a visitor the language menu and "Sign in",
 * which comes back to this page. Inside a partner's frame the visitor signs in from the booking
 * dialog instead, so the frame never turns into the portal's sign-in page.
 */
export function PublicBarActions({ embedded }: { embedded: boolean }) {
  useSignals();
  const { i18n } = useLingui();
  const [location] = useLocation();
  const search = useSearch();
  if (currentUser.value) return <ProfileMenu embedded={embedded} />;
  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-2">
      {featureToggles.value.i18n ? <LanguageMenu /> : null}
      {embedded ? null : (
        <Link
          href={loginRedirect(search ? `${location}?${search}` : location)}
          className={buttonClass({ variant: 'ghost', className: 'h-9 px-3 whitespace-nowrap' })}
        >
          <LogIn aria-hidden="true" className="hidden size-4 sm:block" />
          {i18n._('layout.signIn')}
        </Link>
      )}
    </div>
  );
}
