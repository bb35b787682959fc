import { readWaitingListContract, reorderWaitingListContract } from '../contracts/waiting-list';
import type { WaitingListEntry, WaitingListOrderInput } from '../model/waiting-list';
import type { ApiClient } from './client';
import { call, type CallOptions } from './call';

/** A service's waiting list in order ({@link readWaitingListContract}). */
export const readWaitingList = (
  client: ApiClient,
  eventId: number,
  options?: CallOptions,
): Promise<WaitingListEntry[]> =>
  call(client, readWaitingListContract, { params: { id: eventId } }, options);

/** The waiting list in a new order ({@link reorderWaitingListContract}). */
export const reorderWaitingList = (
  client: ApiClient,
  body: WaitingListOrderInput,
  options?: CallOptions,
): Promise<WaitingListEntry[]> => call(client, reorderWaitingListContract, { body }, options);
