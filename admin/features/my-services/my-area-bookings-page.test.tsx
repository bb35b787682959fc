// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listFamilyBookings } from '../../../shared/api/booking';
import { cancelBooking } from '../../../shared/api/booking-save';
import { getBusStops } from '../../../shared/api/bus-stop';
import type { ApiClient } from '../../../shared/api/client';
import type { BusStopItem } from '../../../shared/model/bus-stop';
import type { FamilyBooking } from '../../../shared/model/family-booking';
import { session } from '../../../shared/state/session';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle } from '../../../shared/ui/form/test-harness';
import { MyAreaBookingsPage } from './my-area-bookings-page';

vi.mock('../../../shared/api/booking', () => ({ listFamilyBookings: vi.fn() }));
vi.mock('../../../shared/api/booking-save', () => ({ cancelBooking: vi.fn() }));
vi.mock('../../../shared/api/bus-stop', () => ({ getBusStops: vi.fn() }));
// The booking dialog is the office's (tested there): here only that Change opens it.
vi.mock('../bookings/dialog/booking-dialog', () => ({
  BookingDialog: ({ id }: { id: number }) => <div role="dialog">booking {id}</div>,
}));

const child = { id: 41, givenName: 'Mia', familyName: 'Weber', isParent: false };
const booking = (fields: Partial<FamilyBooking>): FamilyBooking => ({
  id: 1,
  status: 'ACCEPTED',
  registrationDate: '2026-09-01',
  startDate: null,
  endDate: null,
  cancellationDate: null,
  participant: child,
  service: {
    id: 7,
    name: 'Bus Line 1 North (morning)',
    businessArea: 'SCHOOL_BUS',
    startDate: '2026-09-01',
    endDate: '2027-07-15',
  },
  slots: [
    { id: 71, dayOfWeek: 'MONDAY', time: '07:05', endTime: null },
    { id: 72, dayOfWeek: 'TUESDAY', time: '07:05', endTime: null },
  ],
  stop: 'Dornbusch',
  version: 1,
  price: 40,
  priceLabel: 'booking.price.monthlyCost',
  cancellationRequestedOn: null,
  offer: null,
  cancelMode: 'request',
  ...fields,
});
const BUS = booking({});
const OLD_BUS = booking({ id: 2, status: 'CANCELED', cancellationDate: '2026-10-01' });
const MINDING = booking({
  id: 3,
  service: { ...BUS.service, id: 9, name: 'Afternoon Childminding', businessArea: 'CHILDMINDING' },
  slots: [{ id: 91, dayOfWeek: 'FRIDAY', time: '15:30', endTime: '18:15' }],
  stop: null,
});
const DORNBUSCH = {
  id: 5,
  name: 'Dornbusch',
  times: [
    { recurrenceId: 71, dayOfWeek: 'MONDAY', time: '07:30' },
    { recurrenceId: 72, dayOfWeek: 'TUESDAY', time: '07:30' },
  ],
} as unknown as BusStopItem;

let view: ReturnType<typeof mount>;
async function render(area: 'SCHOOL_BUS' | 'CHILDMINDING') {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <MyAreaBookingsPage area={area} />
    </ApiClientContext.Provider>,
  );
  await settle();
}
const articles = () => [...document.querySelectorAll('article')];
const button = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll('button')].find((b) => b.textContent === text)!;

beforeEach(() => {
  vi.clearAllMocks();
  session.value = { token: 't', user: { login: 'p@x.test', roles: ['CUSTOMER'] } as never };
  vi.mocked(listFamilyBookings).mockResolvedValue([OLD_BUS, MINDING, BUS]);
  vi.mocked(getBusStops).mockResolvedValue([DORNBUSCH]);
  vi.mocked(cancelBooking).mockResolvedValue({
    bookingStatus: 'CANCELED',
    cancellationDate: '2026-11-25',
    version: 2,
  });
});
afterEach(() => {
  view.unmount();
  session.value = null;
});

describe('MyAreaBookingsPage', () => {
  it('lists the bus bookings, open first, with the stop and the bus’s time there per weekday', async () => {
    await render('SCHOOL_BUS');
    expect(articles()).toHaveLength(2);
    const [open, cancelled] = articles() as [HTMLElement, HTMLElement];
    expect(open.textContent).toContain('Dornbusch');
    expect(open.textContent).toMatch(/myServices\.atStop.*Mon 07:30, Tue 07:30/);
    expect(getBusStops).toHaveBeenCalledWith(expect.anything(), 7, expect.anything());
    // A cancelled booking offers neither change nor cancel.
    expect(cancelled.querySelectorAll('button')).toHaveLength(0);
  });

  it('opens the booking dialog to change, and cancels after asking', async () => {
    await render('SCHOOL_BUS');
    const open = articles()[0]!;
    click(button(open, 'myServices.change'));
    await settle();
    expect(document.querySelector('[role="dialog"]')?.textContent).toBe('booking 1');

    click(button(open, 'myServices.cancel'));
    await settle();
    const ask = document.querySelector('[role="alertdialog"]')!;
    expect(cancelBooking).not.toHaveBeenCalled();
    click(button(ask, 'myServices.cancel'));
    await settle();
    expect(cancelBooking).toHaveBeenCalledWith(expect.anything(), { id: 1 });
    expect(listFamilyBookings).toHaveBeenCalledTimes(2);
  });

  it('shows childminding with its days and until when, and no bus stops', async () => {
    await render('CHILDMINDING');
    expect(articles()).toHaveLength(1);
    expect(articles()[0]!.textContent).toMatch(/myServices\.until18:15/);
    expect(getBusStops).not.toHaveBeenCalled();
  });
});
