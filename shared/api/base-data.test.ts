import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './client';
import { resetPrivateState } from '../state/private-state';
import { session } from '../state/session';
import {
  clearBaseDataCache,
  fetchCustomerBaseData,
  fetchParticipantBaseData,
  fetchPersonBaseData,
} from './base-data';

function fakeClient(answer: (path: string) => Promise<unknown>) {
  const request = vi.fn((path: string) => answer(path));
  return { client: { request, baseURL: '' } as unknown as ApiClient, request };
}
const signIn = (login: string) => {
  session.value = { token: 't', user: { login, roles: ['ADMIN'] } as never };
};

afterEach(() => {
  clearBaseDataCache();
  session.value = null;
});

describe('the people base data: once per session and list', () => {
  it('asks once per list, whoever asks how often', async () => {
    signIn('admin@kitebook.test');
    const { client, request } = fakeClient(async (path) => ({ path }));
    const [a, b] = await Promise.all([fetchPersonBaseData(client), fetchPersonBaseData(client)]);
    expect(a).toBe(b);
    await fetchPersonBaseData(client);
    await fetchCustomerBaseData(client);
    expect(request.mock.calls.map(([path]) => path)).toEqual([
      '/api/person/base-data',
      '/api/customer/base-data',
    ]);
  });

  it('asks again after sign-out and for another user', async () => {
    signIn('admin@kitebook.test');
    const { client, request } = fakeClient(async () => ({}));
    await fetchParticipantBaseData(client);
    resetPrivateState(); // what logout() runs
    await fetchParticipantBaseData(client);
    signIn('parent@kitebook.test');
    await fetchParticipantBaseData(client);
    await fetchParticipantBaseData(client);
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('keeps no failure: the next call asks again', async () => {
    signIn('admin@kitebook.test');
    let fail = true;
    const { client, request } = fakeClient(async () => {
      if (fail) throw new Error('offline');
      return { genders: [] };
    });
    await expect(fetchPersonBaseData(client)).rejects.toThrow('offline');
    fail = false;
    await expect(fetchPersonBaseData(client)).resolves.toEqual({ genders: [] });
    expect(request).toHaveBeenCalledTimes(2);
  });
});
