import { useState } from 'react';
import { dropFromBasket, fetchBasket, storeInBasket } from '../../../../shared/api/basket';
import { call } from '../../../../shared/api/call';
import { findEmailRecipients } from '../../../../shared/contracts/email-template';
import { MAX_BASKET_BATCH, type BasketAddResult } from '../../../../shared/model/basket';
import type { EmailPersonType, EmailRecipientCandidate } from '../../../../shared/model/email';
import type { Grade } from '../../../../shared/model/enums';
import { EMAIL_PATTERN } from '../../../../shared/rules/email';
import { showSnackbar } from '../../../../shared/state/snackbar';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { invalidate, useResource } from '../../../../shared/ui/use-resource';
import { reportFailure } from '../../../app/failures';
import { basketAddMessage, BASKET_TAG } from '../../../ui/basket/basket-entry';

/** A row of the recipient table: from the caller's basket, or found by a filter here. */
export interface ComposerRecipient extends EmailRecipientCandidate {
  source: 'basket' | 'filter';
}

/** A recipient's key: its type and id (each is listed once). */
export const recipientKey = (recipient: { type: EmailPersonType; id: number }) =>
  `${recipient.type}:${recipient.id}`;

/**
 * The composer's recipients (spec 002 §2.3): the caller's basket (kept on the server, so an
 * add anywhere shows here) and those the filters found — a service's families go into the
 * basket, a grade's children (who cannot be basket entries) stay in this list.
 */
export function useRecipients() {
  const client = useApiClient();
  const basket = useResource((signal) => fetchBasket(client, { signal }), [client], {
    tags: [BASKET_TAG],
  });
  const [found, setFound] = useState<ComposerRecipient[]>([]);
  const [busy, setBusy] = useState(false);

  const fromBasket: ComposerRecipient[] = (basket.data ?? []).map((entry) => ({
    ...entry,
    valid: EMAIL_PATTERN.test(entry.email),
    source: 'basket',
  }));
  const seen = new Set(fromBasket.map(recipientKey));
  const recipients = [...fromBasket, ...found.filter((r) => !seen.has(recipientKey(r)))];

  async function find(filter: { eventId?: number; grades?: Grade[] }) {
    setBusy(true);
    try {
      return await call(client, findEmailRecipients, {
        body: { eventId: filter.eventId ?? null, grades: filter.grades ?? [] },
      });
    } finally {
      setBusy(false);
    }
  }

  return {
    recipients,
    state: basket.state,
    reload: basket.reload,
    busy,
    /** A service's families into the basket (those with an address; the others are named). */
    async addFamiliesOf(eventId: number) {
      try {
        const families = await find({ eventId });
        const entries = families.filter((family) => family.valid && family.type === 'CUSTOMER');
        const withoutEmail = families
          .filter((family) => !family.valid)
          .map((family) => {
            const [familyName = '', givenName = ''] = family.name.split(', ');
            return { id: family.id, type: 'CUSTOMER' as const, givenName, familyName, email: null };
          });
        const result: BasketAddResult = { added: [], alreadyIn: [] };
        // The basket takes at most MAX_BASKET_BATCH at once; a large service is added in parts.
        for (let start = 0; start < entries.length; start += MAX_BASKET_BATCH) {
          const part = await storeInBasket(
            client,
            entries
              .slice(start, start + MAX_BASKET_BATCH)
              .map(({ id, name, email }) => ({ id, type: 'CUSTOMER' as const, name, email })),
          );
          result.added.push(...part.added);
          result.alreadyIn.push(...part.alreadyIn);
        }
        const message = basketAddMessage(result, withoutEmail);
        showSnackbar(message.key, { kind: message.kind, values: message.values });
        if (result.added.length > 0) invalidate(BASKET_TAG);
      } catch (error) {
        reportFailure(error, 'basket.addFailed');
      }
    },
    /** The children of grades, as participants (each mail goes to the family). */
    async addChildrenOf(grades: Grade[]) {
      try {
        const children = await find({ grades });
        setFound((current) => {
          const have = new Set(current.map(recipientKey));
          const added = children
            .filter((child) => !have.has(recipientKey(child)))
            .map((child) => ({ ...child, source: 'filter' as const }));
          return [...current, ...added];
        });
        showSnackbar('composer.recipients.added', { values: { count: children.length } });
      } catch (error) {
        reportFailure(error, 'composer.recipients.findFailed');
      }
    },
    /** Remove from the basket (spec 002 §2.3 "remove from basket"), or from this list. */
    async remove(recipient: ComposerRecipient) {
      if (recipient.source === 'filter') {
        setFound((current) => current.filter((r) => recipientKey(r) !== recipientKey(recipient)));
        return;
      }
      try {
        await dropFromBasket(client, { id: recipient.id, type: recipient.type as 'CUSTOMER' });
        invalidate(BASKET_TAG);
      } catch (error) {
        reportFailure(error, 'basket.addFailed');
      }
    },
  };
}

/** What {@link useRecipients} answers. */
export type RecipientsState = ReturnType<typeof useRecipients>;
