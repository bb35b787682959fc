import * as mine from '../contracts/my-guardians';
import type { InputOf } from '../contracts/endpoint';
import type { MyGuardian, MyGuardians } from '../model/my-guardian';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';

/** What a pick-up person's form sends ({@link mine.saveMyGuardian}). */
export type MyGuardianFields = InputOf<typeof mine.saveMyGuardian.body>;

/** The caller's pick-up persons and children ({@link mine.listMyGuardians}). */
export const fetchMyGuardians = (client: ApiClient, options?: CallOptions): Promise<MyGuardians> =>
  call(client, mine.listMyGuardians, {}, options);

/** Adds a pick-up person ({@link mine.createMyGuardian}) or changes one ({@link mine.updateMyGuardian}). */
export const storeMyGuardian = (
  client: ApiClient,
  fields: MyGuardianFields,
  options?: CallOptions,
): Promise<MyGuardian> =>
  fields.id === null || fields.id === undefined
    ? call(client, mine.createMyGuardian, { body: fields }, options)
    : call(client, mine.updateMyGuardian, { params: { id: fields.id }, body: fields }, options);

/** Removes pick-up persons from every child of the family ({@link mine.deleteMyGuardians}). */
export const removeMyGuardians = (
  client: ApiClient,
  ids: readonly number[],
  options?: CallOptions,
): Promise<{ deleted: number[] }> =>
  call(client, mine.deleteMyGuardians, { query: { toDelete: ids.join(',') } }, options);
