// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequestOptions } from '../../../shared/api/client';
import { ApiError } from '../../../shared/api/api-error';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { mount, testI18n } from '../../../shared/ui/form/test-harness';
import { useLoginCheck, type LoginCheck } from './use-login-check';

/** One request the hook sent, answered (or refused) by the test. */
interface Sent {
  path: string;
  options: ApiRequestOptions;
  answer: (value: unknown) => void;
  refuse: (error: unknown) => void;
}

let sent: Sent[];
let seen: LoginCheck;
let view: ReturnType<typeof mount>;
const client: ApiClient = {
  baseURL: '',
  request: <T,>(path: string, options: ApiRequestOptions = {}) =>
    new Promise<T>((resolve, reject) => {
      sent.push({ path, options, answer: (value) => resolve(value as T), refuse: reject });
    }),
};

function Probe({ login, own }: { login: string; own: string | null }) {
  seen = useLoginCheck(login, own);
  return null;
}

const show = (login: string, own: string | null = null) => {
  const tree = (
    <ApiClientContext.Provider value={client}>
      <Probe login={login} own={own} />
    </ApiClientContext.Provider>
  );
  if (view) act(() => view.root.render(<I18nProvider i18n={testI18n}>{tree}</I18nProvider>));
  else view = mount(tree);
};
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
const advance = async (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  await settle();
};
const byPath = (part: string) => sent.filter((request) => request.path.includes(part));

beforeEach(() => {
  sent = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  view.unmount();
  view = undefined as never;
  vi.useRealTimers();
});

describe('useLoginCheck', () => {
  it('asks 400 ms after typing stops, only for a well-formed login, and aborts a stale check', async () => {
    show('anna@');
    await advance(1000);
    expect(sent).toEqual([]);
    show('anna@example.com');
    expect(seen.checking).toBe(true);
    await advance(399);
    expect(sent).toEqual([]);
    await advance(1);
    expect(byPath('/api/user/exists')).toHaveLength(1);
    const first = sent[0]!;
    show('anna@example.org');
    expect(first.options.signal?.aborted).toBe(true);
    await advance(400);
    const latest = byPath('/api/user/exists').at(-1)!;
    expect(latest.options.query).toEqual({ login: 'anna@example.org' });
    latest.answer({ exists: true });
    byPath('/api/person')
      .at(-1)!
      .refuse(new ApiError({ status: 404, messageKey: 'error.notFound' }));
    await settle();
    expect(seen).toEqual({ checking: false, taken: true, person: null });
    // The stale answer, arriving late, changes nothing.
    first.answer({ exists: false });
    await settle();
    expect(seen.taken).toBe(true);
  });

  it("offers a person on file without a user, and never checks the user's own login", async () => {
    show('Berta@Example.com');
    await advance(400);
    byPath('/api/user/exists')[0]!.answer({ exists: false });
    byPath('/api/person')[0]!.answer({ id: 7, givenName: 'Berta', familyName: 'Kern', roles: [] });
    await settle();
    expect(seen.person).toMatchObject({ id: 7, givenName: 'Berta' });
    expect(byPath('/api/user/exists')[0]!.options.query).toEqual({ login: 'berta@example.com' });

    sent = [];
    show('berta@example.com', 'berta@example.com');
    await advance(1000);
    expect(sent).toEqual([]);
    expect(seen).toEqual({ checking: false, taken: false, person: null });
  });
});
