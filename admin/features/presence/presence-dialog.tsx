import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button';
import {
  ConfirmDialog,
  Dialog,
  DialogCloseIcon,
  DialogContent,
  DialogHeader,
  DialogTitle,
} from '../../../shared/ui/dialog';
import { PresenceList } from './presence-list';

/** Props of {@link PresenceDialog}. */
export interface PresenceDialogProps {
  recurrenceId: number;
  date: string;
  /** The service's name, for the title. */
  title: string;
  onClose: () => void;
}

/**
 * The presence list dialog (spec 001 §2.2, §2.3): modal and persistent, the whole screen on a
 * phone (an instructor takes the register at the door), closing with unsaved ticks asks first.
 */
export function PresenceDialog({ recurrenceId, date, title, onClose }: PresenceDialogProps) {
  const { i18n } = useLingui();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => (dirty ? setAsking(true) : onClose());
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        persistent
        aria-describedby={undefined}
        className="h-[100dvh] max-h-[100dvh] w-screen max-w-none rounded-none p-4 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)] sm:max-w-3xl sm:rounded-xl sm:p-6"
      >
        <DialogCloseIcon label={i18n._('presence.close')} />
        <DialogHeader>
          <DialogTitle>{i18n._('presence.title', { name: title })}</DialogTitle>
        </DialogHeader>
        <div className="mt-2">
          <PresenceList
            recurrenceId={recurrenceId}
            date={date}
            onDirtyChange={setDirty}
            extraAction={
              <Button variant="secondary" size="lg" onClick={close}>
                {i18n._('presence.close')}
              </Button>
            }
          />
        </div>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={i18n._('presence.discard.title')}
          text={i18n._('presence.discard.text')}
          confirmLabel={i18n._('presence.discard.confirm')}
          cancelLabel={i18n._('presence.discard.keep')}
          variant="destructive"
          onConfirm={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
