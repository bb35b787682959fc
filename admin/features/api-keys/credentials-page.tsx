import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { can } from '../../../shared/access/capabilities';
import type { CreatedApiKey } from '../../../shared/model/api-key';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { invalidate } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { API_KEYS_TAG, useApiKeyList } from './api-key-list';
import { ApiKeyTable } from './api-key-table';
import { CreatedKeyDialog } from './created-key-dialog';
import { NewKeyDialog } from './new-key-dialog';
import { useRevokeKey } from './use-revoke-key';

/** How a provider's system sends a key, with the portal's own address. */
const curlExample = (key: string) =>
  `curl -H "Authorization: Bearer ${key}" \\\n  "${window.location.origin}/api/lists/bus-line-list/?date=2026-09-14"`;

/**
 * `/credentials` (issue 21.4): an external provider's API keys — create one (its secret shown
 * once), see when each was made and last used, revoke one. A SYS_ADMIN sees every provider's
 * keys here and revokes them, and creates none (services/api-key/README.md).
 */
export function CredentialsPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('credentials.title');
  const keys = useApiKeyList();
  const creates = can(currentUser.value, 'apiKey.use');
  const everyone = can(currentUser.value, 'apiKey.manage');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const revoke = useRevokeKey();

  function onCreated(key: CreatedApiKey) {
    setCreating(false);
    setCreated(key);
    invalidate(API_KEYS_TAG);
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('credentials.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">
            {i18n._(everyone ? 'apiKeys.introAll' : 'apiKeys.intro')}
          </p>
        </div>
        {creates ? (
          <Button ref={newButton} onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('apiKeys.new')}
          </Button>
        ) : null}
      </header>
      {creates ? (
        <section className="space-y-2 text-sm text-gray-700">
          <p>{i18n._('apiKeys.howTo')}</p>
          <pre className="overflow-x-auto rounded-md bg-gray-100 p-3 font-mono text-xs text-gray-900">
            {curlExample('kb_…')}
          </pre>
        </section>
      ) : null}
      <ApiKeyTable keys={keys} showProvider={everyone} onRevoke={revoke.ask} />
      {creating ? <NewKeyDialog onClose={() => setCreating(false)} onCreated={onCreated} /> : null}
      {created ? (
        <CreatedKeyDialog
          created={created}
          onClose={() => setCreated(null)}
          onCloseAutoFocus={(event) => {
            // Opened by the new-key dialog, not by a trigger: focus goes back to "New key".
            event.preventDefault();
            newButton.current?.focus();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={revoke.asking !== null}
        onOpenChange={(open) => !open && revoke.cancel()}
        variant="destructive"
        title={i18n._('apiKeys.revokeTitle')}
        text={
          revoke.asking
            ? i18n._('apiKeys.revokeText', {
                name: revoke.asking.name,
                prefix: revoke.asking.prefix,
              })
            : null
        }
        confirmLabel={i18n._('apiKeys.revoke')}
        onConfirm={revoke.confirm}
      />
    </div>
  );
}
