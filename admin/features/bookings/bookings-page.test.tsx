// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fetchBookingPage } from '../../../shared/api/booking-office';
import type { ApiClient } from '../../../shared/api/client';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { mount, settle } from '../../../shared/ui/form/test-harness';
import { bookingPlanPath } from '../../app/navigation';
import { BookingsPage } from './bookings-page';

vi.mock('../../../shared/api/booking-office', () => ({
  fetchBookingPage: vi.fn(),
  decideBookingRequests: vi.fn(),
}));

const fetchPage = vi.mocked(fetchBookingPage);
let view: ReturnType<typeof mount>;

function open(path: string) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname!, searchPath: search, record: true });
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path="/booking">
          <BookingsPage />
        </Route>
      </Router>
    </ApiClientContext.Provider>,
  );
  return location;
}
const childFilter = () =>
  view.container.querySelector<HTMLInputElement>('input[type="search"], input')!;

beforeEach(() => {
  vi.clearAllMocks();
  fetchPage.mockResolvedValue({ items: [], page: 1, pageSize: 25, total: 0 });
});
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
});

describe('BookingsPage and ?plan=', () => {
  it('opens the list filtered to the child the link names, in the first request', async () => {
    open(bookingPlanPath({ givenName: 'Mia', familyName: 'Becker' }));
    await settle();
    // No effect and no second request: the first page asked is already the child's.
    expect(fetchPage.mock.calls.map(([, query]) => query.child)).toEqual(['Mia Becker']);
    expect(childFilter().value).toBe('Mia Becker');
  });

  it('writes the filter under its own name at the next change, the plan gone', async () => {
    const location = open('/booking?plan=Mia+Becker');
    await settle();
    const status = view.container.querySelector<HTMLSelectElement>('#bookings-status')!;
    act(() => {
      status.value = 'PENDING';
      status.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(location.history.at(-1)).toBe('/booking?child=Mia+Becker&status=PENDING');
    expect(fetchPage.mock.calls.at(-1)![1]).toMatchObject({
      child: 'Mia Becker',
      status: 'PENDING',
    });
  });

  it('leaves the child filter of the URL as it is', async () => {
    open('/booking?child=Ben');
    await settle();
    expect(fetchPage.mock.calls.map(([, query]) => query.child)).toEqual(['Ben']);
  });
});
