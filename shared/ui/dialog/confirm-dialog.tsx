import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './parts';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What happens when confirmed, read out with the title. */
  text?: ReactNode;
  /** Runs on confirm; the dialog closes once it settles (a rejection keeps it open). */
  onConfirm: () => unknown;
  /** Default "Confirm". */
  confirmLabel?: ReactNode;
  /** Default "Cancel". */
  cancelLabel?: ReactNode;
  /** 'destructive': a red confirm button, and focus starts on Cancel, the safe choice. */
  variant?: 'default' | 'destructive';
  /** A button that opens it; focus returns there on close (as to any element it came from). */
  trigger?: ReactNode;
  /** A choice that goes with the answer, between the text and the buttons (a checkbox). */
  children?: ReactNode;
}

/**
 * A question before an act (delete, discard changes): title, text, confirm and cancel.
 * Escape and Cancel decline; focus is trapped while open and returns to where it came from.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  onConfirm,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  trigger,
  children,
}: ConfirmDialogProps) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const destructive = variant === 'destructive';

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure (a snackbar); the question stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        role="alertdialog"
        persistent
        className="max-w-md"
        {...(text ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          if (!destructive) return;
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{title}</DialogTitle>
          {text ? <DialogDescription>{text}</DialogDescription> : null}
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button ref={cancelRef} variant="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel ?? i18n._('dialog.cancel')}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel ?? i18n._('dialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
