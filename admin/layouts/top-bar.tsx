import { useLingui } from '@lingui/react';
import { Menu } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '../../shared/ui/cn';
import { focusRing } from '../../shared/ui/focus-ring';
import { LogoButton } from './logo-button';
import { ProfileMenu } from './profile-menu';
import { ScreenManualLink } from './screen-manual-link';

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** The drawer toggle's wiring; absent for users without a drawer (EXT_PROVIDER). */
  toggle?: {
    ref: Ref<HTMLButtonElement>;
    expanded: boolean;
    controls: string;
    onToggle: () => void;
  };
}

/**
 * The top bar of the default layout: drawer toggle, logo button, the screen's manual and the
 * profile menu.
 */
export function TopBar({ toggle }: TopBarProps) {
  const { i18n } = useLingui();
  return (
    <header data-print="hide" className="sticky top-0 z-30 border-b border-gray-200 bg-white">
      <div className="flex h-16 items-center justify-between gap-2 px-2 sm:gap-4 sm:px-4">
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          {toggle ? (
            <button
              ref={toggle.ref}
              type="button"
              aria-label={i18n._('layout.menu')}
              aria-expanded={toggle.expanded}
              aria-controls={toggle.controls}
              onClick={toggle.onToggle}
              className={cn(
                'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-700',
                'hover:bg-gray-100 active:bg-gray-200',
                focusRing,
              )}
            >
              <Menu aria-hidden="true" className="size-6" />
            </button>
          ) : null}
          <LogoButton className="px-1" />
        </div>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">
          <ScreenManualLink />
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
