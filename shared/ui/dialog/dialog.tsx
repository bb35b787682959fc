import type { ComponentProps, ReactNode } from 'react';
import {
  Dialog,
  DialogCloseIcon,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from './parts';

/** Props of {@link SimpleDialog}. */
export type SimpleDialogProps = {
  open: boolean;
  /** Called when the user asks to close (Escape, outside click); omit for a persistent dialog. */
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title, read out with it (`aria-describedby`). */
  description?: ReactNode;
  children: ReactNode;
  /** Classes for the dialog box, e.g. a wider `max-w-…`. */
  className?: string;
  /** With a label: the × in the corner, which asks `onOpenChange(false)` like Escape. */
  closeLabel?: string;
} & Pick<ComponentProps<typeof DialogContent>, 'onOpenAutoFocus' | 'onCloseAutoFocus'>;

/**
 * A modal dialog with a title, composed from the dialog parts: focus trapped inside and
 * returned to the trigger on close, the page behind inert, rendered into the surrounding
 * `PortalContainerContext` (the widget's shadow root). Without `onOpenChange` it is fully
 * persistent (spec 000 §2 payment dialog): Escape and clicks outside do nothing, so only its
 * own buttons end it.
 */
export function SimpleDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
  closeLabel,
  ...focusHandlers
}: SimpleDialogProps) {
  const persistent = onOpenChange === undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        persistent={persistent}
        escapeCloses={!persistent}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...focusHandlers}
        className={className}
      >
        {closeLabel ? <DialogCloseIcon label={closeLabel} /> : null}
        <DialogHeader className={closeLabel ? undefined : 'pr-0'}>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <div className="mt-4">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
