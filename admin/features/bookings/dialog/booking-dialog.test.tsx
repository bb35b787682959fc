// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkBooking } from '../../../../shared/api/booking';
import { fetchBooking, storeBooking } from '../../../../shared/api/booking-save';
import type { ApiClient } from '../../../../shared/api/client';
import type { BookingRecord } from '../../../../shared/model/booking-record';
import type { Role } from '../../../../shared/model/enums';
import { session } from '../../../../shared/state/session';
import { ApiClientContext } from '../../../../shared/ui/api-client-context';
import { click, mount, settle, typeInto } from '../../../../shared/ui/form/test-harness';
import { BookingDialog } from './booking-dialog';
import { childmindingRecord } from './booking-record.fixture';

vi.mock('../../../../shared/api/booking-save', () => ({
  fetchBooking: vi.fn(),
  storeBooking: vi.fn(),
  cancelBooking: vi.fn(),
  fetchServiceOptions: vi.fn(async () => []),
  createBookings: vi.fn(),
  changeBooking: vi.fn(),
  checkRecurrencies: vi.fn(async () => ({ errors: [], warnings: [], recurrences: [] })),
}));
vi.mock('../../../../shared/api/booking', () => ({ checkBooking: vi.fn() }));
vi.mock('../../../../shared/api/participant-office', () => ({
  fetchContactPersons: vi.fn(async () => [
    { personId: 77, type: 'CUSTOMER', givenName: 'Ann', familyName: 'Lane' },
  ]),
  fetchParticipant: vi.fn(async () => ({ person: { givenName: 'Mia', familyName: 'Lane' } })),
  fetchParticipantPage: vi.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 20 })),
}));
vi.mock('../../../../shared/i18n/use-catalogs', () => ({ useCatalogs: () => undefined }));
vi.mock('../../../app/failures', () => ({ reportFailure: vi.fn() }));

const RECORD = childmindingRecord();

let view: ReturnType<typeof mount>;
const check = vi.mocked(checkBooking);
const store = vi.mocked(storeBooking);

async function open(roles: Role[], record: BookingRecord = RECORD) {
  session.value = {
    token: 't',
    user: { personId: 1, login: 'x@example.org', givenName: 'X', familyName: 'Y', roles },
  };
  vi.mocked(fetchBooking).mockResolvedValue(record);
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <BookingDialog id={record.id} onClose={() => undefined} />
    </ApiClientContext.Provider>,
  );
  await settle();
  await settle();
}
const field = (name: string) => document.getElementById(`booking-${name}`) as HTMLInputElement;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === text);
const slot = (id: number) => field(`recurrenceIds-${id}`);
const save = async () => {
  click(button('dialog.save') ?? button('Save')!);
  await settle();
  await settle();
};

beforeEach(() => {
  vi.clearAllMocks();
  check.mockResolvedValue({ errors: [], warnings: [] });
  store.mockImplementation(async (_client, body) => ({ ...RECORD, version: 3, ...body }) as never);
});
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
  session.value = null;
});

describe('BookingDialog (spec 001 §5, §6)', () => {
  it('shows status, prices and dates to the office; notes to instructors; neither to parents', async () => {
    await open(['ADMIN', 'USER']);
    expect(field('bookingStatus')).not.toBeNull();
    expect(field('individualPrice')).not.toBeNull();
    expect(field('notes').value).toBe('Allergic to nuts');
    // Participant, service and dates of a stored booking are not editable.
    expect(field('startDate')?.closest('fieldset,div')).not.toBeNull();
    expect(field('participantId').readOnly).toBe(true);
    view.unmount();
    await open(['INSTRUCTOR', 'USER']);
    expect(field('bookingStatus')).toBeNull();
    expect(field('individualPrice')).toBeNull();
    expect(field('notes')).not.toBeNull();
    view.unmount();
    await open(['CUSTOMER', 'USER']);
    expect(field('bookingStatus')).toBeNull();
    expect(field('notes')).toBeNull();
  });

  it('refuses a negative individual price before saving', async () => {
    await open(['ADMIN', 'USER']);
    typeInto(field('individualPrice'), '-3');
    await save();
    expect(store).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('bookingDialog.positiveNumber');
  });

  it('requires the weekdays of a childminding booking', async () => {
    await open(['ADMIN', 'USER']);
    click(slot(31));
    await save();
    expect(store).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('booking.recurrenceRequired');
  });

  it('unticks send-email when childminding is accepted and ticks it otherwise', async () => {
    await open(['ADMIN', 'USER']);
    const status = field('bookingStatus') as unknown as HTMLSelectElement;
    const choose = (value: string) =>
      act(() => {
        status.value = value;
        status.dispatchEvent(new Event('change', { bubbles: true }));
      });
    choose('ACCEPTED');
    expect(field('sendEmail').checked).toBe(false);
    choose('WAITING_LIST');
    expect(field('sendEmail').checked).toBe(true);
  });

  it('shows the check’s errors and does not save', async () => {
    check.mockResolvedValue({
      errors: [{ key: 'colliding', values: { service: 'Chess' } }],
      warnings: [],
    });
    await open(['ADMIN', 'USER']);
    click(slot(32));
    await save();
    expect(check).toHaveBeenCalled();
    expect(store).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('booking.check.colliding');
  });

  it('asks to confirm a capacity warning: yes saves with it, no does not save', async () => {
    check.mockResolvedValue({ errors: [], warnings: [{ key: 'noEventCapacityLeft' }] });
    await open(['ADMIN', 'USER']);
    click(slot(32));
    await save();
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'booking.check.noEventCapacityLeft',
    );
    click(button('bookingDialog.bookAnyway')!);
    await settle();
    await settle();
    expect(store).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({
        recurrenceIds: [31, 32],
        confirmedWarnings: ['noEventCapacityLeft'],
      }),
    );
  });

  it('does not save when the capacity warning is declined', async () => {
    check.mockResolvedValue({ errors: [], warnings: [{ key: 'noLocationCapacityLeft' }] });
    await open(['ADMIN', 'USER']);
    click(slot(32));
    await save();
    const cancel = [...document.querySelectorAll('[role="alertdialog"] button')].find(
      (element) => element.textContent === 'dialog.cancel',
    );
    click(cancel ?? document.querySelectorAll('[role="alertdialog"] button')[0]!);
    await settle();
    expect(store).not.toHaveBeenCalled();
  });

  it('has no save for a FINISHED booking', async () => {
    await open(['ADMIN', 'USER'], { ...RECORD, bookingStatus: 'FINISHED' });
    expect(button('dialog.save')).toBeUndefined();
  });
});
