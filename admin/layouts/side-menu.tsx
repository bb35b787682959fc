import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'wouter';
import {
  activeMenuEntry,
  personalMenuFor,
  sideMenuFor,
  type SideMenuEntry,
} from '../../shared/access/side-menu';
import { isAtOrBelow } from '../../shared/access/paths';
import { featureToggles } from '../../shared/state/features';
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
 * icon; the entry of the current page is marked for eyes and for screen readers alike. Inside
 * the personal area (`/my`) its own screens show beneath "Personal area" (`personalMenuFor`).
 */
export function SideMenu({ onNavigate, className }: SideMenuProps) {
  useSignals();
  const { i18n } = useLingui();
  const [location] = useLocation();
  const user = currentUser.value;
  const entries = sideMenuFor(user);
  const personal = isAtOrBelow(location, '/my') ? personalMenuFor(user, featureToggles.value) : [];
  const active = activeMenuEntry([...entries, ...personal], location);
  const item = (entry: SideMenuEntry, nested = false) => {
    const Icon = menuIcon(entry.id);
    const current = entry === active;
    return (
      <Link
        href={entry.path}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
          'transition-colors',
          nested && 'py-1.5 pl-6',
          focusRing,
          current
            ? 'bg-primary-50 text-primary-800 before:absolute before:inset-y-1.5 before:left-0 before:w-1 before:rounded-full before:bg-primary'
            : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
        )}
      >
        <Icon
          aria-hidden="true"
          className={cn(
            'shrink-0',
            nested ? 'size-4' : 'size-5',
            current ? 'text-primary' : 'text-gray-500',
          )}
        />
        <span className="min-w-0 truncate">{i18n._(entry.labelKey)}</span>
      </Link>
    );
  };
  return (
    <nav aria-label={i18n._('layout.mainNavigation')} className={cn('p-3', className)}>
      <ul className="space-y-0.5">
        {entries.map((entry) => (
          <li key={entry.id}>
            {item(entry)}
            {entry.id === 'personalArea' && personal.length > 0 ? (
              <ul className="mt-0.5 space-y-0.5">
                {personal.map((sub) => (
                  <li key={sub.id}>{item(sub, true)}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
