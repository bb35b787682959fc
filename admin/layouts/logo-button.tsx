import { useLingui } from '@lingui/react';
import { useLocation } from 'wouter';
import { can } from '../../shared/access/capabilities';
import { productName } from '../../shared/state/config';
import { currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { cn } from '../../shared/ui/cn';
import { focusRing } from '../../shared/ui/focus-ring';
import { Brand } from './brand';

/**
 * The logo of the top bar as a button home. Spec 000 §2 makes it a button that is disabled
 * unless the user is ADMIN; disabled, it still shows the brand unchanged, only inert.
 */
export function LogoButton({ className }: { className?: string }) {
  useSignals();
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const enabled = can(currentUser.value, 'layout.logoHome');
  return (
    <button
      type="button"
      disabled={!enabled}
      onClick={() => navigate('/')}
      // The visible product name starts the name, so voice control finds it by what it shows.
      aria-label={`${productName.value} – ${i18n._('layout.home')}`}
      className={cn(
        'min-w-0 rounded-lg disabled:cursor-default enabled:hover:opacity-90',
        focusRing,
        className,
      )}
    >
      <Brand />
    </button>
  );
}
