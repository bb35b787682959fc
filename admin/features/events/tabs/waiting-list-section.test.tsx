// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequestOptions } from '../../../../shared/api/client';
import type { WaitingListEntry } from '../../../../shared/model/waiting-list';
import { ApiClientContext } from '../../../../shared/ui/api-client-context';
import { mount, settle } from '../../../../shared/ui/form/test-harness';
import { moved, WaitingListSection } from './waiting-list-section';

const entry = (bookingId: number, givenName: string): WaitingListEntry => ({
  bookingId,
  version: bookingId * 10,
  position: 0,
  participant: { id: bookingId + 100, givenName, familyName: 'Roth' },
  registrationDate: '2026-09-01',
  offer: null,
});
const numbered = (rows: WaitingListEntry[]) =>
  rows.map((row, index) => ({ ...row, position: index + 1 }));

let list = numbered([entry(1, 'Mia'), entry(2, 'Ben'), entry(3, 'Ada')]);
const sent: unknown[] = [];
const client: ApiClient = {
  baseURL: '',
  request: async <T,>(_path: string, options?: ApiRequestOptions) => {
    if (options?.method === 'PUT') {
      const body = options.body as { bookings: { id: number }[] };
      sent.push(body);
      list = numbered(body.bookings.map((row) => list.find((at) => at.bookingId === row.id)!));
    }
    return list as T;
  },
};

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

describe('moved', () => {
  it('swaps with the neighbour, and leaves the ends as they are', () => {
    expect(moved(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, 'up')).toEqual(['a', 'b']);
  });
});

describe('WaitingListSection', () => {
  it('moves a child down by its button, sending the whole list with the versions read', async () => {
    const mounted = mount(
      <ApiClientContext.Provider value={client}>
        <WaitingListSection eventId={7} />
      </ApiClientContext.Provider>,
    );
    unmount = mounted.unmount;
    await settle();
    // Each child has "move up" then "move down"; the first cannot move up.
    const [up, down] = [...mounted.container.querySelector('li')!.querySelectorAll('button')];
    expect(up!.disabled).toBe(true);
    down!.click();
    for (let round = 0; round < 3; round++) await settle();
    expect(sent).toEqual([
      {
        eventId: 7,
        bookings: [
          { id: 2, version: 20 },
          { id: 1, version: 10 },
          { id: 3, version: 30 },
        ],
      },
    ]);
    const names = [...mounted.container.querySelectorAll('li')].map((li) => li.textContent);
    expect(names[0]).toContain('Ben');
    expect(names[1]).toContain('Mia');
  });
});
