import { useLingui } from '@lingui/react';
import { ShoppingBasket } from 'lucide-react';
import { useState } from 'react';
import { can } from '../../../shared/access/capabilities';
import { storeInBasket } from '../../../shared/api/basket';
import type { BasketEntry } from '../../../shared/model/basket';
import { currentUser } from '../../../shared/state/session';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button, type ButtonProps } from '../../../shared/ui/button';
import { invalidate } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { basketAddMessage, BASKET_TAG, toBasketEntry, type BasketCandidate } from './basket-entry';

/**
 * Adds candidates to the caller's basket on the server and says how it went (snackbar:
 * `successfully-added`, `already-in` naming the duplicates, or those left out without e-mail).
 * Answers whether the call succeeded.
 */
export function useAddToBasket() {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  async function add(candidates: readonly BasketCandidate[]): Promise<boolean> {
    const entries: BasketEntry[] = [];
    const withoutEmail: BasketCandidate[] = [];
    for (const candidate of candidates) {
      const entry = toBasketEntry(candidate);
      if (entry) entries.push(entry);
      else withoutEmail.push(candidate);
    }
    setBusy(true);
    try {
      const result =
        entries.length > 0 ? await storeInBasket(client, entries) : { added: [], alreadyIn: [] };
      const message = basketAddMessage(result, withoutEmail);
      showSnackbar(message.key, { kind: message.kind, values: message.values });
      if (result.added.length > 0) invalidate(BASKET_TAG);
      return true;
    } catch (error) {
      reportFailure(error, 'basket.addFailed');
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { add, busy };
}

/** Whether the signed-in user has a basket at all (ADMIN, SYS_ADMIN, INSTRUCTOR). */
export const mayUseBasket = () => can(currentUser.value, 'basket.use');

/** Props of {@link AddToBasketButton}. */
export interface AddToBasketButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The saved record; null while it is not saved yet (the button is disabled then). */
  candidate: BasketCandidate | null;
}

/**
 * "Add to basket" for one record, for any person-like dialog (spec 001 §2.2 person dialog).
 * Renders nothing for a user without a basket.
 * @example
 * <AddToBasketButton candidate={saved ? { id, type: 'PERSON', givenName, familyName, email } : null} />
 */
export function AddToBasketButton({
  candidate,
  variant = 'secondary',
  ...props
}: AddToBasketButtonProps) {
  const { i18n } = useLingui();
  const { add, busy } = useAddToBasket();
  if (!mayUseBasket()) return null;
  return (
    <Button
      type="button"
      variant={variant}
      disabled={candidate === null || busy}
      aria-label={
        candidate
          ? i18n._('basket.addOf', { name: `${candidate.givenName} ${candidate.familyName}` })
          : undefined
      }
      onClick={() => candidate && void add([candidate])}
      {...props}
    >
      <ShoppingBasket aria-hidden="true" className="size-4" />
      {i18n._('basket.add')}
    </Button>
  );
}

/** Props of {@link AddToBasketBulkAction}. */
export interface AddToBasketBulkActionProps {
  /** The chosen rows as candidates. */
  candidates: readonly BasketCandidate[];
  /** Runs after a successful add (clear the selection). */
  onDone?: () => void;
}

/**
 * The data table's bulk action "Add to basket" for the chosen rows (spec 002 §4: in bulk,
 * duplicates skipped). Renders nothing for a user without a basket.
 * @example
 * bulkActions={(rows, clear) => (
 *   <AddToBasketBulkAction candidates={rows.map((row) => ({ ...row, type: 'CUSTOMER' }))} onDone={clear} />
 * )}
 */
export function AddToBasketBulkAction({ candidates, onDone }: AddToBasketBulkActionProps) {
  const { i18n } = useLingui();
  const { add, busy } = useAddToBasket();
  if (!mayUseBasket()) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={busy || candidates.length === 0}
      onClick={() => void add(candidates).then((done) => done && onDone?.())}
    >
      <ShoppingBasket aria-hidden="true" className="size-4" />
      {i18n._('basket.add')}
    </Button>
  );
}
