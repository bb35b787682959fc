import {
  addManyToBasket,
  addToBasket,
  clearBasket,
  listBasket,
  removeFromBasket,
} from '../contracts/basket';
import type { BasketAddResult, BasketEntry } from '../model/basket';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';

/** The caller's basket ({@link listBasket}). */
export const fetchBasket = (client: ApiClient, options?: CallOptions): Promise<BasketEntry[]> =>
  call(client, listBasket, {}, options);

/** Adds entries: one through {@link addToBasket}, more through {@link addManyToBasket}. */
export const storeInBasket = (
  client: ApiClient,
  entries: readonly BasketEntry[],
  options?: CallOptions,
): Promise<BasketAddResult> =>
  entries.length === 1
    ? call(client, addToBasket, { body: entries[0]! }, options)
    : call(client, addManyToBasket, { body: { entries: [...entries] } }, options);

/** Removes one entry ({@link removeFromBasket}). */
export const dropFromBasket = (
  client: ApiClient,
  entry: Pick<BasketEntry, 'type' | 'id'>,
  options?: CallOptions,
): Promise<void> =>
  call(client, removeFromBasket, { params: { type: entry.type, id: entry.id } }, options);

/** Empties the basket ({@link clearBasket}). */
export const emptyBasket = (client: ApiClient, options?: CallOptions): Promise<void> =>
  call(client, clearBasket, {}, options);
