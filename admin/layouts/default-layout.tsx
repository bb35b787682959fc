import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { displayName, currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { cn } from '../../shared/ui/cn';
import { focusRing } from '../../shared/ui/focus-ring';
import { LogoutButton } from '../features/auth/logout-button';
import { Brand } from './brand';
import { Footer } from './footer';
import { MAIN_ID, SkipLink } from './skip-link';

/** The frame for signed-in users: top bar with logo, the user's name and logout; footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  useSignals();
  const user = currentUser.value;
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <SkipLink />
      <header className="border-b border-gray-200 bg-white print:hidden">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          {/* Spec 000 §2: the logo leads home for ADMIN only. */}
          {user?.roles.includes('ADMIN') ? (
            <Link href="/" className={cn('rounded-lg', focusRing)}>
              <Brand />
            </Link>
          ) : (
            <Brand />
          )}
          <div className="flex items-center gap-3">
            {user ? (
              <span className="hidden text-sm font-medium text-gray-700 sm:inline">
                {displayName(user)}
              </span>
            ) : null}
            <LogoutButton />
          </div>
        </div>
      </header>
      <main id={MAIN_ID} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
      <Footer />
    </div>
  );
}
