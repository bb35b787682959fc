// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideBookingRequests } from '../../../shared/api/booking-office';
import type { ApiClient } from '../../../shared/api/client';
import type { BookingRow } from '../../../shared/model/booking-office';
import { snackbar } from '../../../shared/state/snackbar';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle } from '../../../shared/ui/form/test-harness';
import { DecideRequestsAction, sendEmailByDefault } from './decide-requests-action';

vi.mock('../../../shared/api/booking-office', () => ({ decideBookingRequests: vi.fn() }));
vi.mock('../../app/failures', () => ({ reportFailure: vi.fn() }));

const row = (id: number, overrides: Partial<BookingRow> = {}): BookingRow => ({
  id,
  version: 0,
  participantId: id,
  givenName: 'Mia',
  familyName: 'Roth',
  serviceId: 1,
  eventName: 'Chess',
  businessArea: 'ECA',
  schoolYear: '2026/27',
  bookingStatus: 'PENDING',
  startDate: null,
  endDate: null,
  registrationDate: '2026-11-20',
  cancellationDate: null,
  recurrencies: [],
  ...overrides,
});

const decide = vi.mocked(decideBookingRequests);
let view: ReturnType<typeof mount>;
let done: number;

function open(rows: BookingRow[]) {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <DecideRequestsAction rows={rows} onDone={() => done++} />
    </ApiClientContext.Provider>,
  );
}
const button = (text: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find((element) => element.textContent === text)!;
const confirm = () => document.querySelector<HTMLElement>('[role="alertdialog"]')!;
const sendEmail = () => confirm().querySelector<HTMLInputElement>('input[type="checkbox"]')!;

beforeEach(() => {
  done = 0;
  vi.clearAllMocks();
});
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
});

describe('DecideRequestsAction', () => {
  it('sends every chosen id after the confirm and reports the counts', async () => {
    decide.mockResolvedValue({
      changed: [{ id: 1, bookingStatus: 'CANCELED' }],
      skipped: [{ id: 2, bookingStatus: 'ACCEPTED' }],
    });
    open([row(1), row(2, { bookingStatus: 'ACCEPTED' })]);
    click(button('bookings.cancel'));
    await settle();
    expect(decide).not.toHaveBeenCalled();
    expect(sendEmail().checked).toBe(true);
    click(button('bookings.cancel', confirm()));
    await settle();
    expect(decide).toHaveBeenCalledWith(expect.anything(), {
      ids: [1, 2],
      decision: 'cancel',
      sendEmail: true,
    });
    expect(snackbar.value).toMatchObject({
      messageKey: 'bookings.decided',
      values: { changed: 1, skipped: 1 },
    });
    expect(done).toBe(1);
  });

  it('offers nothing when no chosen row is a pending request', () => {
    open([row(1, { bookingStatus: 'FINISHED' })]);
    expect(button('bookings.accept').disabled).toBe(true);
    expect(button('bookings.decline').disabled).toBe(true);
  });

  it('leaves the e-mail unticked for accepted childminding, as the booking dialog does', async () => {
    expect(sendEmailByDefault('accept', [row(1, { businessArea: 'CHILDMINDING' })])).toBe(false);
    expect(sendEmailByDefault('decline', [row(1, { businessArea: 'CHILDMINDING' })])).toBe(true);
    expect(sendEmailByDefault('accept', [row(1)])).toBe(true);
    open([row(1, { businessArea: 'CHILDMINDING' })]);
    click(button('bookings.accept'));
    await settle();
    expect(sendEmail().checked).toBe(false);
    click(sendEmail());
    click(button('bookings.accept', confirm()));
    await settle();
    expect(decide).toHaveBeenCalledWith(expect.anything(), {
      ids: [1],
      decision: 'accept',
      sendEmail: true,
    });
  });
});
