import {
  customerBaseData,
  participantBaseData,
  participantPersonBaseData,
  personBaseData,
} from '../contracts/base-data';
import type {
  CustomerBaseData,
  ParticipantBaseData,
  ParticipantPersonBaseData,
  PersonBaseData,
} from '../model/base-data';
import { registerPrivateState } from '../state/private-state';
import { currentUser } from '../state/session';
import { call } from './call';
import type { ApiClient } from './client';

/**
 * The people dialogs' base data, fetched once per session and list (issue 17.7): the lists do
 * not change while someone works, and every dialog opening would otherwise ask again. Kept per
 * signed-in user and dropped on sign-out; a failed fetch is not kept, so the next asks again.
 */
const cache = new Map<string, Promise<unknown>>();
registerPrivateState(() => cache.clear());

function cached<T>(list: string, load: () => Promise<T>): Promise<T> {
  const key = `${currentUser.value?.login ?? ''}\n${list}`;
  let answer = cache.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = load();
    cache.set(key, answer);
    answer.catch(() => {
      if (cache.get(key) === answer) cache.delete(key);
    });
  }
  return answer;
}

/** Forgets every list (tests; sign-out does it through the private state). */
export function clearBaseDataCache(): void {
  cache.clear();
}

/** The customer dialog's lists ({@link customerBaseData}), once per session. */
export const fetchCustomerBaseData = (client: ApiClient): Promise<CustomerBaseData> =>
  cached('customer', () => call(client, customerBaseData, {}));

/** The participant dialog's lists ({@link participantBaseData}), once per session. */
export const fetchParticipantBaseData = (client: ApiClient): Promise<ParticipantBaseData> =>
  cached('participant', () => call(client, participantBaseData, {}));

/** The participant-person dialog's lists ({@link participantPersonBaseData}), once per session. */
export const fetchParticipantPersonBaseData = (
  client: ApiClient,
): Promise<ParticipantPersonBaseData> =>
  cached('participantPerson', () => call(client, participantPersonBaseData, {}));

/** The person dialog's lists ({@link personBaseData}), once per session. */
export const fetchPersonBaseData = (client: ApiClient): Promise<PersonBaseData> =>
  cached('person', () => call(client, personBaseData, {}));
