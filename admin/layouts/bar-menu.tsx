import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '../../shared/ui/cn';
import { focusRing } from '../../shared/ui/focus-ring';

/** A dropdown menu's trigger in a bar (profile menu, language menu). */
export const menuTriggerClass = cn(
  'flex min-w-0 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-gray-800',
  'hover:bg-gray-100 data-[state=open]:bg-gray-100',
  focusRing,
);

/** One entry of a dropdown menu; highlighted by pointer and keyboard alike. */
export const menuItemClass = cn(
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-800 outline-none',
  'data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800',
);

/**
 * The open box of a bar's dropdown menu: below its trigger, aligned to its end, kept inside the
 * window on a phone.
 */
export function BarMenuContent({
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Content
      align="end"
      sideOffset={6}
      collisionPadding={8}
      className={cn(
        'z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg',
        className,
      )}
      {...props}
    />
  );
}
