import { getEventBookable } from '../../api/event';
import { notBookableMessageId } from '../../model/event';
import { useApiClient } from '../api-client-context';
import { useResource } from '../use-resource';
import type { MessageId } from '../../model/message-ids';

/** Whether the signed-in parent may book the service at all, by its register permissions. */
export type RegisterPermission =
  { status: 'checking' } | { status: 'permitted' } | { status: 'refused'; messageKey: MessageId };

/**
 * Asks `GET /api/event/{id}/bookable` once the caller is a signed-in parent (`ask`). Only
 * `notPermitted` refuses here: the service's register permissions leave out every role of the
 * account (a member-only account and a service open to customers), which the booking check
 * does not judge and the save would refuse with a bare 403. Every other reason (deadline, no
 * room, …) the area's form shows with the check's own details; a failed request lets the form
 * go on, whose check and save then speak for themselves.
 */
export function useRegisterPermission(serviceId: number, ask: boolean): RegisterPermission {
  const client = useApiClient();
  const { state } = useResource(() => getEventBookable(client, serviceId), [client, serviceId], {
    enabled: ask,
  });
  if (state.status === 'loading') return { status: 'checking' };
  const reason = state.status === 'ready' ? state.data.reason : null;
  return reason === 'notPermitted'
    ? { status: 'refused', messageKey: notBookableMessageId(reason) }
    : { status: 'permitted' };
}
