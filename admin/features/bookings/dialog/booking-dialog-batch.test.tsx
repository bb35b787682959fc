// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkBooking } from '../../../../shared/api/booking';
import {
  changeBooking,
  checkRecurrencies,
  createBookings,
  fetchBooking,
  fetchServiceOptions,
  storeBooking,
} from '../../../../shared/api/booking-save';
import type { ApiClient } from '../../../../shared/api/client';
import { fetchEventRecord } from '../../../../shared/api/event-office';
import { fetchParticipantPage } from '../../../../shared/api/participant-office';
import type { BookingBatchResult } from '../../../../shared/model/booking-batch';
import type { Role } from '../../../../shared/model/enums';
import { FEATURE_TOGGLE_DEFAULTS } from '../../../../shared/model/features';
import { featureToggles } from '../../../../shared/state/features';
import { session } from '../../../../shared/state/session';
import { ApiClientContext } from '../../../../shared/ui/api-client-context';
import { click, mount, settle, typeInto } from '../../../../shared/ui/form/test-harness';
import { BookingDialog } from './booking-dialog';
import { childmindingRecord } from './booking-record.fixture';
import { RECURRENCE_CHECK_DELAY_MS } from './use-recurrence-check';

/** The booking dialog's batch, weekday warnings, escort and a family's change (issue 18.2). */

vi.mock('../../../../shared/api/booking-save', () => ({
  fetchBooking: vi.fn(),
  storeBooking: vi.fn(),
  cancelBooking: vi.fn(),
  fetchServiceOptions: vi.fn(async () => []),
  createBookings: vi.fn(),
  changeBooking: vi.fn(),
  checkRecurrencies: vi.fn(),
}));
vi.mock('../../../../shared/api/booking', () => ({ checkBooking: vi.fn() }));
vi.mock('../../../../shared/api/event-office', () => ({ fetchEventRecord: vi.fn() }));
vi.mock('../../../../shared/api/participant-office', () => ({
  fetchContactPersons: vi.fn(async () => [
    { personId: 77, type: 'CUSTOMER', givenName: 'Ann', familyName: 'Lane' },
  ]),
  fetchParticipant: vi.fn(async () => ({ person: { givenName: 'Mia', familyName: 'Lane' } })),
  fetchParticipantPage: vi.fn(),
}));
vi.mock('../../../../shared/i18n/use-catalogs', () => ({ useCatalogs: () => undefined }));
vi.mock('../../../app/failures', () => ({ reportFailure: vi.fn() }));

const RECORD = childmindingRecord({
  bookingStatus: 'ACCEPTED',
  registrationDate: null,
  notes: null,
  sendEmail: false,
});

let view: ReturnType<typeof mount> | null = null;

function signIn(roles: Role[]) {
  session.value = {
    token: 't',
    user: { personId: 1, login: 'x@example.org', givenName: 'X', familyName: 'Y', roles },
  };
}

async function open(props: { id?: number; participantId?: number }) {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <BookingDialog {...props} onClose={() => undefined} />
    </ApiClientContext.Provider>,
  );
  await settle();
  await settle();
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const submit = async () => {
  click(document.querySelector('button[type="submit"]')!);
  await settle();
  await settle();
};
const wait = (ms: number) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
/** Waits (a busy machine: up to 5 s) until check-recurrencies was asked `count` times. */
async function callsReach(count: number) {
  for (let waited = 0; waited < 5000; waited += 100) {
    if (vi.mocked(checkRecurrencies).mock.calls.length >= count) break;
    await wait(100);
  }
  expect(checkRecurrencies).toHaveBeenCalledTimes(count);
}
const choose = (select: HTMLSelectElement, value: string) =>
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
const option = (text: string) =>
  [...document.querySelectorAll('[role="option"]')].find((element) =>
    element.textContent?.includes(text),
  );

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(checkBooking).mockResolvedValue({ errors: [], warnings: [] });
  vi.mocked(checkRecurrencies).mockResolvedValue({ errors: [], warnings: [], recurrences: [] });
  vi.mocked(fetchBooking).mockResolvedValue(RECORD);
  vi.mocked(changeBooking).mockImplementation(
    async (_client, body) => ({ ...RECORD, ...body, version: 3 }) as never,
  );
});
afterEach(() => {
  view?.unmount();
  view = null;
  document.body.innerHTML = '';
  session.value = null;
  featureToggles.value = { ...FEATURE_TOGGLE_DEFAULTS };
});

describe('a new booking of several children and services (create-bookings)', () => {
  beforeEach(() => {
    vi.mocked(fetchServiceOptions).mockResolvedValue([
      { id: 3, name: 'Chess', businessArea: 'ECA', schoolYear: '2026/27' },
      { id: 4, name: 'Drama', businessArea: 'ECA', schoolYear: '2026/27' },
      { id: 6, name: 'Bus North', businessArea: 'SCHOOL_BUS', schoolYear: '2026/27' },
    ]);
    vi.mocked(fetchEventRecord).mockResolvedValue({
      name: 'Chess',
      businessArea: 'ECA',
      startDate: '2026-09-01',
      endDate: '2027-06-30',
      registrationDeadline: null,
      inbound: false,
      recurrences: [{ id: 41, dayOfWeek: 'MONDAY', time: '14:00', endTime: '15:00' }],
    } as never);
    vi.mocked(fetchParticipantPage).mockResolvedValue({
      items: [
        {
          id: 10,
          givenName: 'Leo',
          familyName: 'Lane',
          clazz: 'P2',
          customerId: 1,
          customer: 'Lane, Ann',
          bookingStatuses: [],
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
  });

  async function pickTwoByTwo() {
    signIn(['ADMIN', 'USER']);
    await open({ participantId: 9 });
    choose(byId('booking-serviceId') as unknown as HTMLSelectElement, '3');
    await settle();
    typeInto(byId('booking-participantId'), 'Le');
    await settle();
    click(option('Leo Lane (P2)')!);
    await settle();
    typeInto(byId('booking-serviceId-more'), 'Bu');
    // Bus and childminding need their weekdays: not offered as a further service.
    expect(option('Bus North')).toBeUndefined();
    typeInto(byId('booking-serviceId-more'), 'Dra');
    click(option('Drama')!);
    await settle();
  }

  it('books every chosen child on every chosen service in one request, then only the refused again', async () => {
    vi.mocked(createBookings).mockResolvedValueOnce({
      outcomes: [
        { index: 0, participantId: 9, serviceId: 3, status: 200, bookingId: 1 },
        { index: 1, participantId: 9, serviceId: 4, status: 200, bookingId: 2 },
        {
          index: 2,
          participantId: 10,
          serviceId: 3,
          status: 400,
          message: 'booking.check.colliding',
          issues: [
            {
              path: 'colliding',
              message: 'booking.check.colliding',
              values: { service: 'Judo' },
            },
          ],
        },
        { index: 3, participantId: 10, serviceId: 4, status: 200, bookingId: 3 },
      ],
      created: 3,
      refused: 1,
    } satisfies BookingBatchResult);
    await pickTwoByTwo();
    expect(document.body.textContent).toContain('bookingDialog.batchHint');
    await submit();
    expect(storeBooking).not.toHaveBeenCalled();
    const body = vi.mocked(createBookings).mock.calls[0]![1];
    expect(body.bookingStatus).toBe('PENDING');
    expect(body.items.map((item) => [item.participantId, item.serviceId])).toEqual([
      [9, 3],
      [9, 4],
      [10, 3],
      [10, 4],
    ]);
    const refusals = document.querySelector('[data-batch-refusals]')!;
    expect(refusals.textContent).toContain('Leo Lane (P2) – Chess: booking.check.colliding');
    expect(refusals.querySelectorAll('li')).toHaveLength(1);

    vi.mocked(createBookings).mockResolvedValueOnce({
      outcomes: [{ index: 0, participantId: 10, serviceId: 3, status: 200, bookingId: 4 }],
      created: 1,
      refused: 0,
    });
    await submit();
    expect(
      vi.mocked(createBookings).mock.calls[1]![1].items.map((item) => item.participantId),
    ).toEqual([10]);
  });

  it('asks to confirm a full service once and sends those bookings again with it', async () => {
    vi.mocked(createBookings)
      .mockResolvedValueOnce({
        outcomes: [0, 1, 2, 3].map((index) =>
          index < 2
            ? { index, participantId: 9, serviceId: 3 + index, status: 200, bookingId: index }
            : {
                index,
                participantId: 10,
                serviceId: 1 + index,
                status: 409,
                message: 'booking.check.noEventCapacityLeft',
                issues: [
                  { path: 'noEventCapacityLeft', message: 'booking.check.noEventCapacityLeft' },
                ],
              },
        ),
        created: 2,
        refused: 2,
      } as BookingBatchResult)
      .mockResolvedValueOnce({
        outcomes: [
          { index: 0, participantId: 10, serviceId: 3, status: 200, bookingId: 5 },
          { index: 1, participantId: 10, serviceId: 4, status: 200, bookingId: 6 },
        ],
        created: 2,
        refused: 0,
      });
    await pickTwoByTwo();
    click(document.querySelector('button[type="submit"]')!);
    await settle();
    await settle();
    const question = document.querySelector('[role="alertdialog"]')!;
    expect(question.textContent).toContain('booking.check.noEventCapacityLeft');
    click(
      [...question.querySelectorAll('button')].find(
        (button) => button.textContent === 'bookingDialog.bookAnyway',
      )!,
    );
    await settle();
    await settle();
    const again = vi.mocked(createBookings).mock.calls[1]![1];
    expect(again.confirmedWarnings).toEqual(['noEventCapacityLeft']);
    expect(again.items.map((item) => item.participantId)).toEqual([10, 10]);
    expect(document.querySelector('[data-batch-refusals]')).toBeNull();
  });
});

describe('the weekdays’ warnings (check-recurrencies)', () => {
  it('asks once the choice rests, aborts a stale request and shows each weekday’s finding', async () => {
    const signals: AbortSignal[] = [];
    vi.mocked(checkRecurrencies).mockImplementation(async (_client, body, options) => {
      signals.push(options!.signal!);
      return {
        errors: [],
        warnings: [],
        recurrences: (body.recurrenceIds ?? []).map((recurrenceId) =>
          recurrenceId === 31
            ? {
                recurrenceId,
                full: false,
                collides: true,
                findings: [{ key: 'colliding', values: { service: 'Judo' } }],
              }
            : { recurrenceId, full: true, collides: false, findings: [] },
        ),
      };
    });
    signIn(['ADMIN', 'USER']);
    await open({ id: 5 });
    await callsReach(1);
    // Three quick changes: one request, for the last choice (also after a further pause).
    click(byId('booking-recurrenceIds-32'));
    click(byId('booking-recurrenceIds-32'));
    click(byId('booking-recurrenceIds-32'));
    await callsReach(2);
    await wait(RECURRENCE_CHECK_DELAY_MS + 100);
    expect(checkRecurrencies).toHaveBeenCalledTimes(2);
    expect(vi.mocked(checkRecurrencies).mock.calls[1]![1]).toMatchObject({
      id: 5,
      serviceId: 3,
      participantId: 9,
      recurrenceIds: [31, 32],
    });
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    expect(document.querySelector('[data-slot-warning="31"]')?.textContent).toContain(
      'booking.check.colliding',
    );
    expect(document.querySelector('[data-slot-warning="32"]')?.textContent).toContain(
      'bookingDialog.slotFull',
    );
  });
});

describe('a family’s change and the escort (spec 001 §4.1, §5)', () => {
  it('saves a family’s change through change-booking, without an escort field while the feature is off', async () => {
    signIn(['CUSTOMER', 'USER']);
    await open({ id: 5 });
    expect(byId('booking-escortPersonId')).toBeNull();
    click(byId('booking-recurrenceIds-32'));
    await submit();
    expect(storeBooking).not.toHaveBeenCalled();
    expect(changeBooking).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ id: 5, version: 2, recurrenceIds: [31, 32] }),
    );
  });

  it('requires a customer’s escort while the escort feature is on', async () => {
    featureToggles.value = { ...FEATURE_TOGGLE_DEFAULTS, enableEscort: true };
    signIn(['CUSTOMER', 'USER']);
    await open({ id: 5 });
    await submit();
    expect(changeBooking).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('bookingDialog.escortRequired');
    choose(byId('booking-escortPersonId') as unknown as HTMLSelectElement, '77');
    await submit();
    expect(changeBooking).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ id: 5, escortPersonId: 77 }),
    );
  });
});
