import { useLingui } from '@lingui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { dropFromBasket, emptyBasket } from '../../../shared/api/basket';
import type { BasketEntry } from '../../../shared/model/basket';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { reportFailure } from '../../app/failures';
import { usePageTitle } from '../../app/page-title';
import { useBasketList } from './basket-list';
import { BasketTable } from './basket-table';

/**
 * `/basket` (ADMIN, SYS_ADMIN, INSTRUCTOR; spec 000 §6, spec 001 §3): the caller's recipients
 * for the e-mail composer, kept on the server, so a reload keeps them. Entries are added from
 * lists and person dialogs (`admin/ui/basket`); here they are removed one by one, or all at
 * once after a question.
 */
export function BasketPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.basket.title');
  const client = useApiClient();
  const basket = useBasketList();
  const [confirming, setConfirming] = useState(false);
  const page = basket.list.state.status === 'failed' ? undefined : basket.list.state.data;
  const count = page?.total ?? 0;

  async function remove(entry: BasketEntry) {
    try {
      await dropFromBasket(client, entry);
      basket.list.reload();
      showSnackbar('basket.removed', { kind: 'success', values: { name: entry.name } });
    } catch (error) {
      reportFailure(error, 'basket.addFailed');
    }
  }

  async function clear() {
    try {
      await emptyBasket(client);
    } catch (error) {
      reportFailure(error, 'basket.addFailed');
      throw error;
    }
    basket.list.reload();
    showSnackbar('basket.cleared', { kind: 'success' });
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.basket.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{i18n._('screens.basket.summary')}</p>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          variant="destructive"
          title={i18n._('basket.clearTitle')}
          text={i18n._('basket.clearText', { count })}
          confirmLabel={i18n._('basket.clear')}
          onConfirm={clear}
          trigger={
            <Button variant="secondary" disabled={count === 0}>
              <Trash2 aria-hidden="true" className="size-4" />
              {i18n._('basket.clear')}
            </Button>
          }
        />
      </header>
      <BasketTable basket={basket} onRemove={(entry) => void remove(entry)} />
    </div>
  );
}
