import type * as v from 'valibot';
import { fetchBasket } from '../../../shared/api/basket';
import type { BasketEntry } from '../../../shared/model/basket';
import { listQuerySchema } from '../../../shared/model/list';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { BASKET_TAG } from '../../ui/basket/basket-entry';
import { localList } from '../../ui/data-table/local-list';
import { useList } from '../../ui/data-table/use-list';
import { useListQuery } from '../../ui/data-table/use-list-query';

/** The list query of `/basket` in the URL: by name, or e-mail or type; searched in both texts. */
export const basketListQuery = listQuerySchema({
  orderBy: ['name', 'email', 'type'],
  search: true,
  pageSize: 50,
});

/** The parsed query. */
export type BasketListQuery = v.InferOutput<typeof basketListQuery>;

/** An entry's key in the table: its type and id (the basket holds each once). */
export const basketKey = (entry: Pick<BasketEntry, 'type' | 'id'>) => `${entry.type}:${entry.id}`;

/**
 * The page of the basket the URL asks for. `GET /api/basket` answers the whole basket (a
 * short list), so the page is cut here by the list contract's rules; reloaded by an add
 * anywhere (`invalidate(BASKET_TAG)`).
 */
export function useBasketList() {
  const client = useApiClient();
  const { query, key, setQuery } = useListQuery(basketListQuery);
  const list = useList(
    async (current: BasketListQuery, signal) =>
      localList(await fetchBasket(client, { signal }), current, {
        id: basketKey,
        orderValues: {
          name: (entry) => entry.name,
          email: (entry) => entry.email,
          type: (entry) => entry.type,
        },
        searchIn: (entry) => [entry.name, entry.email],
      }),
    query,
    key,
    [BASKET_TAG],
  );
  return { query, setQuery, list };
}

/** What {@link useBasketList} answers. */
export type BasketList = ReturnType<typeof useBasketList>;
