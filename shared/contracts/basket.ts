import type { BasketAddResult, BasketEntry } from '../model/basket';
import { basketEntriesSchema, basketEntrySchema, basketKeyParams } from '../rules/basket';
import { endpoint } from './endpoint';

/**
 * The caller's basket of e-mail recipients (spec 001 §3, §5, §8; spec 002 §4 "Basket";
 * `/basket`, ADMIN, SYS_ADMIN, INSTRUCTOR). Kept on the server per user, so it survives a
 * reload and feeds the e-mail composer. Every call acts on the caller's own basket only.
 */

/** `GET /api/basket`: the caller's entries, oldest first; entries whose record is gone are left out. */
export const listBasket = endpoint<BasketEntry[]>()({
  method: 'GET',
  path: '/api/basket',
  can: 'basket.use',
});

/**
 * `POST /api/basket`: adds one entry. 400 with a field issue when id, type, name or e-mail is
 * missing (`basket.rules.*`) or the record does not exist (`basket.rules.unknown` on `id`). An
 * entry already in the basket (same type and id) is skipped and answered in `alreadyIn`.
 */
export const addToBasket = endpoint<BasketAddResult>()({
  method: 'POST',
  path: '/api/basket',
  can: 'basket.use',
  body: basketEntrySchema,
});

/**
 * `POST /api/basket/many`: adds a list selection at once, `{ entries }` (1 to 200): the same
 * rules as {@link addToBasket}, issues at `entries.<index>.<field>`, nothing added when one is
 * refused. Parallel adds of the same entry add it once (a unique key).
 */
export const addManyToBasket = endpoint<BasketAddResult>()({
  method: 'POST',
  path: '/api/basket/many',
  can: 'basket.use',
  body: basketEntriesSchema,
});

/** `DELETE /api/basket/{type}/{id}`: removes one entry; 204 also when it was not there. */
export const removeFromBasket = endpoint<void>()({
  method: 'DELETE',
  path: '/api/basket/:type/:id{[0-9]+}',
  can: 'basket.use',
  params: basketKeyParams,
});

/** `DELETE /api/basket`: empties the caller's basket; 204. */
export const clearBasket = endpoint<void>()({
  method: 'DELETE',
  path: '/api/basket',
  can: 'basket.use',
});
