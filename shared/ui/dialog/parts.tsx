import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';
import { usePortalContainer } from '../portal-container';

/** The dialog's root: `open` and `onOpenChange` as Radix takes them. */
export const Dialog = RadixDialog.Root;
/** A button that opens the dialog (Radix returns focus to it on close). */
export const DialogTrigger = RadixDialog.Trigger;
/** Wraps a button that closes the dialog. */
export const DialogClose = RadixDialog.Close;

/** Props of {@link DialogContent}. */
export type DialogContentProps = ComponentProps<typeof RadixDialog.Content> & {
  /**
   * Clicks outside do nothing (spec 001 §2.2: "modal and persistent"). Escape still closes
   * unless `escapeCloses` is false too.
   */
  persistent?: boolean;
  /** With `persistent`: whether Escape closes (default true; the payment dialog says false). */
  escapeCloses?: boolean;
};

/**
 * The dialog box with its overlay, portalled into the surrounding `PortalContainerContext`
 * (the widget's shadow root, DESIGN §4) or document.body. Focus is trapped inside and goes
 * back to the trigger on close; the page behind is inert.
 */
export function DialogContent({
  persistent = false,
  escapeCloses = true,
  className,
  children,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  const container = usePortalContainer();
  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay
        className={cn(
          'fixed inset-0 z-40 bg-gray-900/50',
          'data-[state=open]:animate-fade-in motion-reduce:animate-none',
        )}
      />
      <RadixDialog.Content
        onEscapeKeyDown={(event) => {
          if (persistent && !escapeCloses) event.preventDefault();
          // An open combobox's popup takes Escape first (WAI-ARIA): it closes, the dialog stays.
          if (isOpenCombobox(event.target)) event.preventDefault();
          onEscapeKeyDown?.(event);
        }}
        onPointerDownOutside={(event) => {
          if (persistent) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        onInteractOutside={(event) => {
          if (persistent) event.preventDefault();
          onInteractOutside?.(event);
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg',
          '-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
          'outline-none data-[state=open]:animate-fade-in motion-reduce:animate-none',
          className,
        )}
        {...props}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The title block at the top of a dialog. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 pr-8', className)} {...props} />;
}

/** The dialog's accessible name. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return (
    <RadixDialog.Title
      className={cn('text-lg font-semibold text-gray-900', className)}
      {...props}
    />
  );
}

/** A line under the title, read out with it (`aria-describedby`). */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('text-sm text-gray-700', className)} {...props} />;
}

/** The dialog's buttons: stacked on phones, in a row on the right otherwise. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** The close icon in the top right corner; `label` is its accessible name. */
export function DialogCloseIcon({
  label,
  className,
  ...props
}: ComponentProps<'button'> & { label: string }) {
  return (
    <RadixDialog.Close asChild>
      <button
        type="button"
        aria-label={label}
        className={cn(
          'absolute top-4 right-4 rounded-md p-1 text-gray-600 hover:bg-gray-100',
          focusRing,
          className,
        )}
        {...props}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </RadixDialog.Close>
  );
}

/** A 2 px bar along the dialog's top edge while `active` (saving); announced as busy. */
export function DialogProgress({ active, label }: { active: boolean; label: string }) {
  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      className="absolute inset-x-0 top-0 h-0.5 overflow-hidden rounded-t-xl bg-primary/20"
    >
      <div className="h-full w-1/3 animate-progress bg-primary motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}

/** Whether `target` is a combobox whose popup is open (its own keydown closes it). */
function isOpenCombobox(target: EventTarget | null): boolean {
  // Duck-typed: an element of another realm (a widget's frame, a test DOM) is no `Element` here.
  const element = target as Partial<Element> | null;
  return (
    typeof element?.getAttribute === 'function' &&
    element.getAttribute('role') === 'combobox' &&
    element.getAttribute('aria-expanded') === 'true'
  );
}
