import { useLingui } from '@lingui/react';
import { Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { setUserLocked } from '../../../shared/api/user';
import type { UserSaved } from '../../../shared/model/user';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { reportFailure } from '../../app/failures';

/** Props of {@link LockButton}. */
export interface LockButtonProps {
  user: { id: number; locked: boolean };
  /** The user's name for the question ("Lock Anna Beispiel?"). */
  name: string;
  /** Typed changes would be lost: the dialog closes after a lock. */
  disabled?: boolean;
  onDone: (saved: UserSaved) => void;
}

/**
 * Lock or unlock, each asked first. A lock signs the user out everywhere at once; the
 * server's refusals (409 the last SYS_ADMIN, 403 a SYS_ADMIN locked by an ADMIN) show their own
 * message in the snackbar; other failures are reported the office's way.
 */
export function LockButton({ user, name, disabled = false, onDone }: LockButtonProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  const locking = !user.locked;
  const Icon = locking ? Lock : LockOpen;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      variant={locking ? 'destructive' : 'default'}
      title={i18n._(locking ? 'users.confirmLock.title' : 'users.confirmUnlock.title', { name })}
      text={i18n._(locking ? 'users.confirmLock.text' : 'users.confirmUnlock.text', { name })}
      confirmLabel={i18n._(locking ? 'users.lock' : 'users.unlock')}
      onConfirm={async () => {
        try {
          onDone(await setUserLocked(client, user.id, locking));
        } catch (error) {
          if (isApiError(error, 403) || isApiError(error, 409))
            showSnackbar(error.messageKey, { kind: 'error' });
          else reportFailure(error, 'users.lockFailed');
        }
      }}
      trigger={
        <Button type="button" variant="secondary" disabled={disabled}>
          <Icon aria-hidden="true" className="size-4" />
          {i18n._(locking ? 'users.lock' : 'users.unlock')}
        </Button>
      }
    />
  );
}
