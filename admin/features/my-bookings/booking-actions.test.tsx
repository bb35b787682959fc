// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import { answerWaitingList, cancelBooking } from '../../../shared/api/booking-save';
import type { FamilyBooking } from '../../../shared/model/family-booking';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle } from '../../../shared/ui/form/test-harness';
import { BookingActions } from './booking-actions';

vi.mock('../../../shared/api/booking-save', () => ({
  answerWaitingList: vi.fn(() => Promise.resolve({ bookingStatus: 'PENDING', version: 1 })),
  cancelBooking: vi.fn(() =>
    Promise.resolve({ bookingStatus: 'ACCEPTED', cancellationDate: null, version: 1 }),
  ),
}));

const booking = (more: Partial<FamilyBooking>): FamilyBooking => ({
  id: 5,
  version: 3,
  status: 'ACCEPTED',
  registrationDate: '2026-09-01',
  startDate: null,
  endDate: null,
  cancellationDate: null,
  participant: { id: 7, givenName: 'Mia', familyName: 'Roth', isParent: false },
  service: { id: 9, name: 'Chess', businessArea: 'ECA', startDate: null, endDate: null },
  slots: [],
  stop: null,
  price: 45,
  priceLabel: 'booking.price.monthlyCost',
  cancellationRequestedOn: null,
  offer: null,
  cancelMode: 'request',
  ...more,
});

let view: ReturnType<typeof mount>;
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
  vi.clearAllMocks();
});
const show = (entry: FamilyBooking, onChanged = vi.fn()) => {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <BookingActions booking={entry} onChanged={onChanged} />
    </ApiClientContext.Provider>,
  );
  return onChanged;
};
const button = (label: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === label);

describe('BookingActions', () => {
  it('sends a cancel request with the note after the question, with the version', async () => {
    const onChanged = show(booking({}));
    click(button('myBookings.cancel')!);
    await settle();
    expect(document.body.textContent).toContain('myBookings.cancelRequestTitle');
    click(button('myBookings.cancelRequest')!);
    await settle();
    expect(cancelBooking).toHaveBeenCalledWith({}, { id: 5, version: 3, notes: null });
    expect(onChanged).toHaveBeenCalled();
  });

  it('offers no second request while the office decides, nor a cancel of a cancelled booking', () => {
    show(booking({ cancellationRequestedOn: '2026-11-20' }));
    expect(button('myBookings.cancel')).toBeUndefined();
    view.unmount();
    show(booking({ status: 'CANCELED', cancelMode: null }));
    expect(button('myBookings.cancel')).toBeUndefined();
  });

  it('on the waiting list only leaves; an offered place is accepted or declined', async () => {
    show(booking({ status: 'WAITING_LIST', cancelMode: 'now' }));
    expect(button('myBookings.cancel')).toBeUndefined();
    expect(button('myBookings.offer.accept')).toBeUndefined();
    expect(button('myBookings.offer.decline')).toBeDefined();
    view.unmount();
    show(
      booking({
        status: 'WAITING_LIST',
        cancelMode: 'now',
        offer: { expiresAt: '2026-12-08T13:30:00.000Z' },
      }),
    );
    expect(button('myBookings.offer.declinePlace')).toBeDefined();
    click(button('myBookings.offer.accept')!);
    await settle();
    expect(answerWaitingList).toHaveBeenCalledWith({}, { id: 5, version: 3, accept: true });
  });
});
