import { useLingui } from '@lingui/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BookOpen, ChevronDown, KeyRound, LogOut, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { featureToggles } from '../../shared/state/features';
import { currentUser, displayName } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { LanguageItems } from './language-items';
import { useLayoutLogout } from './use-layout-logout';
import { BarMenuContent, menuItemClass, menuTriggerClass } from './bar-menu';

function MenuLink({ href, icon: Icon, label }: { href: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className={menuItemClass}>
      <Link href={href}>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

/** Props of {@link ProfileMenu}. */
export interface ProfileMenuProps {
  /**
   * Inside a partner's frame: no links to the portal's own pages, which would take over the
   * partner's frame, and logging out stays on the page instead of going to /login.
   */
  embedded?: boolean;
}

/**
 * The profile menu of the top bar (spec 000 §2), also the public pages' sign of who is signed
 * in: the trigger shows the user's name (or login); the entries lead to profile, password
 * change, the user manual when its toggle is on, the language when `i18n` is on, and logout.
 */
export function ProfileMenu({ embedded = false }: ProfileMenuProps) {
  useSignals();
  const { i18n } = useLingui();
  const onLogout = useLayoutLogout(embedded);
  const user = currentUser.value;
  if (!user) return null;
  const name = displayName(user);
  return (
    // Not modal and not portalled: the page stays in the accessibility tree and the menu inside
    // the banner landmark; Radix keeps keyboard focus in the open menu all the same.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={menuTriggerClass}>
        <UserRound aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span className="max-w-28 truncate sm:max-w-56">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
      </DropdownMenu.Trigger>
      <BarMenuContent>
        <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
          <span className="block truncate text-sm font-semibold text-gray-900">{name}</span>
          {name !== user.login ? (
            <span className="block text-xs text-gray-600 wrap-anywhere">
              {i18n._('auth.signedInAs', { login: user.login })}
            </span>
          ) : null}
        </DropdownMenu.Label>
        {embedded ? null : (
          <>
            <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-gray-200" />
            <MenuLink href="/profile" icon={UserRound} label={i18n._('profileMenu.profile')} />
            <MenuLink
              href="/password/change"
              icon={KeyRound}
              label={i18n._('profileMenu.changePassword')}
            />
            {featureToggles.value.enableUserManual ? (
              <MenuLink
                href="/user-manual"
                icon={BookOpen}
                label={i18n._('profileMenu.userManual')}
              />
            ) : null}
          </>
        )}
        {featureToggles.value.i18n ? (
          <>
            <DropdownMenu.Separator className="mx-1 my-1 h-px bg-gray-200" />
            <LanguageItems itemClass={menuItemClass} />
          </>
        ) : null}
        <DropdownMenu.Separator className="mx-1 my-1 h-px bg-gray-200" />
        <DropdownMenu.Item className={menuItemClass} onSelect={onLogout}>
          <LogOut aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          {i18n._('auth.logout')}
        </DropdownMenu.Item>
      </BarMenuContent>
    </DropdownMenu.Root>
  );
}
