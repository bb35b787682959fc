import { useLingui } from '@lingui/react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { cn } from '../../shared/ui/cn';
import { focusRing } from '../../shared/ui/focus-ring';
import { Brand } from './brand';
import { SideMenu } from './side-menu';

/** Props of {@link SideDrawer}. */
export interface SideDrawerProps {
  /** The element id the drawer toggle's `aria-controls` points at. */
  id: string;
  /** lg and up: a persistent sidebar beside the content; below: a modal drawer. */
  wide: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer toggle, where focus goes back when the modal drawer closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The side drawer holding the side menu. On wide screens it sits beside the content and the
 * toggle collapses it; on narrow ones it slides in from the left as a modal dialog that traps
 * focus, closes on Escape, on the overlay and on navigation, and hands focus back to the toggle.
 */
export function SideDrawer({ id, wide, open, onOpenChange, toggleRef }: SideDrawerProps) {
  const { i18n } = useLingui();
  if (wide) {
    return (
      <aside
        id={id}
        hidden={!open}
        data-print="hide"
        className={cn(
          'sticky top-16 h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto',
          'border-r border-gray-200 bg-white',
        )}
      >
        <SideMenu />
      </aside>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-print="hide"
          className={cn(
            'fixed inset-0 z-40 bg-gray-900/40',
            'data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
            'motion-reduce:animate-none',
          )}
        />
        <Dialog.Content
          id={id}
          data-print="hide"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The toggle lives outside the dialog's tree, so Radix cannot know it is the trigger.
            event.preventDefault();
            toggleRef.current?.focus();
          }}
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl',
            'data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in',
            'motion-reduce:animate-none',
            'outline-none',
          )}
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-gray-200 px-4">
            <Dialog.Title className="min-w-0">
              <Brand />
              <span className="sr-only"> – {i18n._('layout.menu')}</span>
            </Dialog.Title>
            <Dialog.Close
              aria-label={i18n._('layout.closeMenu')}
              className={cn(
                'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-700',
                'hover:bg-gray-100',
                focusRing,
              )}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <SideMenu onNavigate={() => onOpenChange(false)} className="flex-1 overflow-y-auto" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
