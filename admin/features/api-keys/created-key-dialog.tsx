import { useLingui } from '@lingui/react';
import { Copy } from 'lucide-react';
import type { CreatedApiKey } from '../../../shared/model/api-key';
import { showSnackbar } from '../../../shared/state/snackbar';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { DialogFooter, SimpleDialog } from '../../../shared/ui/dialog';

/** Props of {@link CreatedKeyDialog}. */
export interface CreatedKeyDialogProps {
  created: CreatedApiKey;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The new key, shown this once: the server keeps only its hash. Held in React state only, never
 * in the browser's storage, and gone when the dialog closes. Copy puts it on the clipboard; where
 * there is none (an insecure origin) the field is there to select by hand.
 */
export function CreatedKeyDialog({ created, onClose, onCloseAutoFocus }: CreatedKeyDialogProps) {
  const { i18n } = useLingui();
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      showSnackbar('apiKeys.copied', { kind: 'success' });
    } catch {
      showSnackbar('apiKeys.copyFailed', { kind: 'error' });
    }
  }
  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={i18n._('apiKeys.createdTitle')}
      description={created.name}
      closeLabel={i18n._('apiKeys.done')}
      onCloseAutoFocus={onCloseAutoFocus}
      className="max-w-xl"
    >
      <div className="space-y-3">
        <Alert variant="warning">{i18n._('apiKeys.createdText')}</Alert>
        <label htmlFor="api-key-secret" className="block text-sm font-medium text-gray-900">
          {i18n._('apiKeys.key')}
        </label>
        <input
          id="api-key-secret"
          readOnly
          value={created.key}
          autoComplete="off"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-sm text-gray-900"
        />
        <DialogFooter>
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {i18n._('apiKeys.copy')}
          </Button>
          <Button onClick={onClose}>{i18n._('apiKeys.done')}</Button>
        </DialogFooter>
      </div>
    </SimpleDialog>
  );
}
