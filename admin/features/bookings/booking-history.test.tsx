// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import { fetchHistory } from '../../../shared/api/history';
import type { HistoryEntry } from '../../../shared/model/history';
import type { Role } from '../../../shared/model/enums';
import { session } from '../../../shared/state/session';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { mount, settle, testI18n } from '../../../shared/ui/form/test-harness';
import { HistoryTab } from '../../ui/history/history-tab';
import { bookingHistoryLabels, bookingHistoryTab, bookingHistoryValues } from './booking-history';

vi.mock('../../../shared/api/history', () => ({ fetchHistory: vi.fn() }));

const ENTRY: HistoryEntry = {
  id: 7,
  changedAt: '2026-11-24T08:15:00Z',
  userId: 1,
  userName: 'Ada Admin',
  created: false,
  changes: [
    { field: 'bookingStatus', kind: 'text', before: 'PENDING', after: 'CANCELED_IMMEDIATELY' },
    {
      field: 'recurrences',
      kind: 'text',
      before: 'Mon 14:30–15:30; Wed 14:30–15:30',
      after: 'Wed 14:30–15:30',
    },
    { field: 'individualPrice', kind: 'money', before: null, after: 12.5 },
    { field: 'notes', kind: 'text', before: null, after: 'Monday only' },
  ],
};

let view: ReturnType<typeof mount> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  session.value = null;
  testI18n.activate('en');
});

async function open() {
  vi.mocked(fetchHistory).mockResolvedValue({ items: [ENTRY], total: 1, page: 1, pageSize: 20 });
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <HistoryTab
        entity="booking"
        id={7}
        labels={bookingHistoryLabels(testI18n)}
        valueLabels={bookingHistoryValues(testI18n)}
      />
    </ApiClientContext.Provider>,
  );
  await settle();
  return [...document.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
  );
}

describe('the booking’s History tab', () => {
  it('names the booking’s fields and shows its status by label', async () => {
    expect(await open()).toEqual([
      ['bookingDialog.status', 'bookingStatus.PENDING', '→ bookingStatus.CANCELED_IMMEDIATELY'],
      ['bookingDialog.recurrences', 'Mon 14:30–15:30; Wed 14:30–15:30', '→ Wed 14:30–15:30'],
      ['history.field.booking.individualPrice', 'history.noValue', '→ €12.50'],
      // A weekday's name inside a note stays as written.
      ['history.field.notes', 'history.noValue', '→ Monday only'],
    ]);
  });

  it('writes the booked weekdays in the locale', async () => {
    testI18n.loadAndActivate({ locale: 'de', messages: {} });
    const rows = await open();
    expect(rows[1]).toEqual([
      'bookingDialog.recurrences',
      'Mo 14:30–15:30; Mi 14:30–15:30',
      '→ Mi 14:30–15:30',
    ]);
  });
});

describe('bookingHistoryTab', () => {
  const as = (roles: Role[]) => {
    session.value = {
      token: 't',
      user: { personId: 1, login: 'x@example.org', givenName: 'X', familyName: 'Y', roles },
    };
  };

  it('is a lazy tab for ADMIN on a stored booking, nothing for others or a new booking', () => {
    as(['ADMIN']);
    expect(bookingHistoryTab(testI18n, 5)).toMatchObject([{ value: 'history', lazy: true }]);
    expect(bookingHistoryTab(testI18n, undefined)).toEqual([]);
    for (const roles of [['INSTRUCTOR'], ['CUSTOMER']] as Role[][]) {
      as(roles);
      expect(bookingHistoryTab(testI18n, 5), roles[0]).toEqual([]);
    }
  });
});
