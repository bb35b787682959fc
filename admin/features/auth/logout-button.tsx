import { useLingui } from '@lingui/react';
import { Button } from '../../../shared/ui/button';
import { useLogout } from './use-logout';

/** The logout button of the top bar. */
export function LogoutButton() {
  const { i18n } = useLingui();
  const onLogout = useLogout();
  return (
    <Button variant="secondary" onClick={onLogout}>
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
        <path d="M3 4.25A2.25 2.25 0 0 1 5.25 2h5.5A2.25 2.25 0 0 1 13 4.25v2a.75.75 0 0 1-1.5 0v-2a.75.75 0 0 0-.75-.75h-5.5a.75.75 0 0 0-.75.75v11.5c0 .41.34.75.75.75h5.5a.75.75 0 0 0 .75-.75v-2a.75.75 0 0 1 1.5 0v2A2.25 2.25 0 0 1 10.75 18h-5.5A2.25 2.25 0 0 1 3 15.75V4.25Z" />
        <path d="M19 10a.75.75 0 0 0-.75-.75H8.7l1.03-1.07a.75.75 0 1 0-1.08-1.04l-2.5 2.6a.75.75 0 0 0 0 1.04l2.5 2.6a.75.75 0 1 0 1.08-1.04L8.7 10.75h9.55A.75.75 0 0 0 19 10Z" />
      </svg>
      {i18n._('auth.logout')}
    </Button>
  );
}
