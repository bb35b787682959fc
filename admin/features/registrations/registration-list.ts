import * as v from 'valibot';
import { listPendingRegistrations } from '../../../shared/api/register';
import type { ApiClient } from '../../../shared/api/client';
import { choiceText, listQuerySchema } from '../../../shared/model/list';
import type { PendingRegistration } from '../../../shared/model/register';
import { localList } from '../../ui/data-table/local-list';

/**
 * The list query of `/registrations` as the URL holds it: oldest first by default, sortable by
 * name and e-mail too, searchable by both, filtered by a confirmed address.
 */
export const registrationListQuery = listQuerySchema({
  orderBy: ['date', 'name', 'email'],
  search: true,
  filters: { confirmed: v.optional(choiceText(['yes', 'no'])) },
});

/** The parsed query. */
export type RegistrationListQuery = v.InferOutput<typeof registrationListQuery>;

const nameOf = ({ user }: PendingRegistration) => `${user.givenName} ${user.familyName}`;

/**
 * One page of the pending sign-ups. `GET /api/register` answers all of them (a short list), so
 * the page is cut here by the list contract's rules; a paged endpoint would slot in unchanged.
 */
export async function fetchRegistrations(
  client: ApiClient,
  query: RegistrationListQuery,
  signal: AbortSignal,
) {
  const all = await listPendingRegistrations(client, { signal });
  return localList(all, query, {
    id: (registration) => registration.id,
    orderValues: {
      date: (registration) => registration.date,
      name: nameOf,
      email: (registration) => registration.user.login,
    },
    searchIn: (registration) => [nameOf(registration), registration.user.login],
    filter: (registration) =>
      query.confirmed === undefined || registration.emailConfirmed === (query.confirmed === 'yes'),
  });
}
