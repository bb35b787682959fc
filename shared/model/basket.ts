import type { BasketEntryType } from './enums';

/**
 * One recipient in a staff member's basket (spec 001 §3 "Basket entry", spec 002 §3 "Basket
 * person"): the customer's, person's or user's `id` by `type`, the name as 'family, given' and
 * the e-mail the composer will write to. `(type, id)` is the entry's identity.
 */
export interface BasketEntry {
  id: number;
  type: BasketEntryType;
  name: string;
  email: string;
}

/** What an add answers: the entries now added and those that were in the basket already. */
export interface BasketAddResult {
  added: BasketEntry[];
  alreadyIn: BasketEntry[];
}

/** The most entries one bulk add takes (the largest page of a list, spec issue 14 §3). */
export const MAX_BASKET_BATCH = 200;

/** The basket's name of a person: 'family, given' (spec 001 §3). */
export const basketName = (person: { givenName: string; familyName: string }) =>
  `${person.familyName}, ${person.givenName}`;
