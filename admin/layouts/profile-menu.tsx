import { useLingui } from '@lingui/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BookOpen, ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { featureToggles } from '../../shared/state/features';
import { currentUser, displayName } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { cn } from '../../shared/ui/cn';
import { focusRing } from '../../shared/ui/focus-ring';
import { useLogout } from '../features/auth/use-logout';
import { LanguageItems } from './language-items';

const itemClass = cn(
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-800 outline-none',
  'data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800',
);

function MenuLink({ href, icon: Icon, label }: { href: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link href={href}>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

/**
 * The profile menu of the top bar (spec 000 §2): the trigger shows the user's name (or login);
 * the entries lead to profile, password change, the user manual when its toggle is on, and
 * logout.
 */
export function ProfileMenu() {
  useSignals();
  const { i18n } = useLingui();
  const onLogout = useLogout();
  const user = currentUser.value;
  if (!user) return null;
  const name = displayName(user);
  return (
    // Not modal and not portalled: the page stays in the accessibility tree and the menu inside
    // the banner landmark; Radix keeps keyboard focus in the open menu all the same.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'flex min-w-0 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-gray-800',
          'hover:bg-gray-100 data-[state=open]:bg-gray-100',
          focusRing,
        )}
      >
        <UserRound aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span className="max-w-28 truncate sm:max-w-56">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        collisionPadding={8}
        className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg"
      >
        <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
          <span className="block truncate text-sm font-semibold text-gray-900">{name}</span>
          {name !== user.login ? (
            <span className="block text-xs text-gray-600 wrap-anywhere">
              {i18n._('auth.signedInAs', { login: user.login })}
            </span>
          ) : null}
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-gray-200" />
        <MenuLink href="/profile" icon={UserRound} label={i18n._('profileMenu.profile')} />
        <MenuLink
          href="/password/change"
          icon={KeyRound}
          label={i18n._('profileMenu.changePassword')}
        />
        {featureToggles.value.enableUserManual ? (
          <MenuLink href="/user-manual" icon={BookOpen} label={i18n._('profileMenu.userManual')} />
        ) : null}
        {featureToggles.value.i18n ? <LanguageItems itemClass={itemClass} /> : null}
        <DropdownMenu.Separator className="mx-1 my-1 h-px bg-gray-200" />
        <DropdownMenu.Item className={itemClass} onSelect={onLogout}>
          <LogOut aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          {i18n._('auth.logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
