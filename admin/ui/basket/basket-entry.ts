import { basketName, type BasketAddResult, type BasketEntry } from '../../../shared/model/basket';
import type { BasketEntryType } from '../../../shared/model/enums';
import type { MessageId } from '../../../shared/model/message-ids';

/** The tag of the basket's resource: an add or a removal reloads `/basket` when it is open. */
export const BASKET_TAG = 'basket';

/** A saved record that may go to the basket: any person-like row or dialog value. */
export interface BasketCandidate {
  /** The customer's, person's or user's id (by `type`). */
  id: number;
  type: BasketEntryType;
  givenName: string;
  familyName: string;
  /** A record without an e-mail address cannot be a recipient and is left out. */
  email?: string | null;
}

/** The entry for a candidate, or null when it has no e-mail address (the server would refuse it). */
export function toBasketEntry(candidate: BasketCandidate): BasketEntry | null {
  const email = candidate.email?.trim();
  if (!email) return null;
  return { id: candidate.id, type: candidate.type, name: basketName(candidate), email };
}

/** The snackbar after an add: duplicates (`already-in`), then those without e-mail, else success. */
export function basketAddMessage(
  result: BasketAddResult,
  withoutEmail: readonly BasketCandidate[],
): { key: MessageId; kind: 'success' | 'info'; values: Record<string, unknown> } {
  const added = result.added.length;
  if (result.alreadyIn.length > 0) {
    const names = result.alreadyIn.map((entry) => entry.name).join('; ');
    return { key: 'basket.already-in', kind: 'info', values: { names, added } };
  }
  if (withoutEmail.length > 0) {
    const names = withoutEmail.map(basketName).join('; ');
    return { key: 'basket.withoutEmail', kind: 'info', values: { names, added } };
  }
  return { key: 'basket.successfully-added', kind: 'success', values: { count: added } };
}
