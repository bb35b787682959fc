import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { usePortalContainer } from './portal-container';

/** Props of {@link Dialog}. */
export type DialogProps = {
  open: boolean;
  /** Called when the user asks to close (Escape, outside click); omit for a persistent dialog. */
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title, read out with it (`aria-describedby`). */
  description?: ReactNode;
  children: ReactNode;
  /** Classes for the dialog box, e.g. a wider `max-w-…`. */
  className?: string;
} & Pick<ComponentProps<typeof RadixDialog.Content>, 'onOpenAutoFocus' | 'onCloseAutoFocus'>;

/**
 * A modal dialog: focus trapped inside and returned to the trigger on close, the page behind
 * inert, rendered into the surrounding {@link usePortalContainer} (the widget's shadow root).
 * Without `onOpenChange` it is persistent (spec 000 §2 payment dialog): Escape and clicks
 * outside do nothing, so only its own buttons end it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  ...focusHandlers
}: DialogProps) {
  const container = usePortalContainer();
  const persistent = onOpenChange === undefined;
  const preventIfPersistent = (event: Event) => {
    if (persistent) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay
          className={cn(
            'fixed inset-0 z-40 bg-gray-900/50',
            'data-[state=open]:animate-fade-in motion-reduce:animate-none',
          )}
        />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={preventIfPersistent}
          onPointerDownOutside={preventIfPersistent}
          onInteractOutside={preventIfPersistent}
          {...focusHandlers}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg',
            '-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
            'outline-none data-[state=open]:animate-fade-in motion-reduce:animate-none',
            className,
          )}
        >
          <RadixDialog.Title className="text-lg font-semibold text-gray-900">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-gray-700">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
