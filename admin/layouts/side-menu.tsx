import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'wouter';
import { activeMenuEntry, sideMenuFor } from '../../shared/access/side-menu';
import { currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { cn } from '../../shared/ui/cn';
import { focusRing } from '../../shared/ui/focus-ring';
import { menuIcon } from './menu-icons';

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  /** Called when an entry is chosen, so a modal drawer can close even on the current page. */
  onNavigate?: () => void;
  className?: string;
}

/**
 * The side menu of spec 000 §2: the entries the current user's roles allow, each with its
 * icon; the entry of the current page is marked for eyes and for screen readers alike.
 */
export function SideMenu({ onNavigate, className }: SideMenuProps) {
  useSignals();
  const { i18n } = useLingui();
  const [location] = useLocation();
  const entries = sideMenuFor(currentUser.value);
  const active = activeMenuEntry(entries, location);
  return (
    <nav aria-label={i18n._('layout.mainNavigation')} className={cn('p-3', className)}>
      <ul className="space-y-0.5">
        {entries.map((entry) => {
          const Icon = menuIcon(entry.id);
          const current = entry === active;
          return (
            <li key={entry.id}>
              <Link
                href={entry.path}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                  'transition-colors',
                  focusRing,
                  current
                    ? 'bg-primary-50 text-primary-800 before:absolute before:inset-y-1.5 before:left-0 before:w-1 before:rounded-full before:bg-primary'
                    : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn('size-5 shrink-0', current ? 'text-primary' : 'text-gray-500')}
                />
                <span className="min-w-0 truncate">{i18n._(entry.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
