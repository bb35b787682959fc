// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import { fetchHistory } from '../../../shared/api/history';
import type { HistoryEntry } from '../../../shared/model/history';
import type { ListAnswer } from '../../../shared/model/list';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle, testI18n } from '../../../shared/ui/form/test-harness';
import { HistoryTab } from './history-tab';

vi.mock('../../../shared/api/history', () => ({ fetchHistory: vi.fn() }));
const fetched = vi.mocked(fetchHistory);

const ENTRY: HistoryEntry = {
  id: 2,
  changedAt: '2026-11-24T08:15:00Z',
  userId: 1,
  userName: 'Ada Admin',
  created: false,
  changes: [
    { field: 'spouse.familyName', kind: 'text', before: 'Alt', after: 'Neu' },
    { field: 'person.birthday', kind: 'date', before: '1980-02-03', after: null },
    { field: 'hasMembership', kind: 'boolean', before: false, after: true },
    { field: 'fee', kind: 'money', before: 12.5, after: 20 },
    { field: 'iban', kind: 'masked', before: null, after: '•••• 3000' },
  ],
};

const page = (items: HistoryEntry[], total: number, number = 1): ListAnswer<HistoryEntry> => ({
  items,
  total,
  page: number,
  pageSize: 1,
});

let view: ReturnType<typeof mount>;
function open(labels?: Record<string, string>) {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <HistoryTab entity="customer" id={42} labels={labels} pageSize={1} />
    </ApiClientContext.Provider>,
  );
}
const rows = () =>
  [...document.querySelectorAll('tbody tr')].map((row) =>
    // Intl writes a no-break space before the euro sign in German.
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
  );
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === text)!;

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  view.unmount();
  testI18n.activate('en');
});

describe('HistoryTab', () => {
  it('shows when, who, and each field before → after, dates and money per locale', async () => {
    fetched.mockResolvedValue(page([ENTRY], 1));
    open({ fee: 'Fee' });
    await settle();
    expect(fetched).toHaveBeenCalledWith(
      expect.anything(),
      'customer',
      42,
      { page: 1, pageSize: 1 },
      expect.anything(),
    );
    const header = document.querySelector('li p')!.textContent!;
    expect(header).toContain('Ada Admin');
    expect(document.querySelector('time')?.getAttribute('dateTime')).toBe(ENTRY.changedAt);
    expect(header).toContain('Nov 24, 2026');
    expect(rows()).toEqual([
      ['customers.tab.spouse: person.familyName', 'Alt', '→ Neu'],
      ['customers.tab.person: person.birthday', 'Feb 3, 1980', '→ history.noValue'],
      ['customers.hasMembership', 'history.no', '→ history.yes'],
      ['Fee', '€12.50', '→ €20.00'],
      ['customers.iban', 'history.noValue', '→ •••• 3000'],
    ]);
  });

  it('formats in German when the locale is de', async () => {
    testI18n.loadAndActivate({ locale: 'de', messages: {} });
    fetched.mockResolvedValue(page([ENTRY], 1));
    open({ fee: 'Gebühr' });
    await settle();
    expect(document.querySelector('li p')!.textContent).toContain('24.11.2026');
    expect(rows()[1]?.[1]).toBe('03.02.1980');
    expect(rows()[3]?.slice(1)).toEqual(['12,50 €', '→ 20,00 €']);
  });

  it('pages to older saves and back', async () => {
    const older: HistoryEntry = { ...ENTRY, id: 1, created: true, userName: 'Bea Büro' };
    fetched.mockImplementation(async (_client, _entity, _id, { page: number }) =>
      number === 1 ? page([ENTRY], 2) : page([older], 2, 2),
    );
    open();
    await settle();
    expect(document.body.textContent).toContain('history.page');
    expect(button('history.newer').disabled).toBe(true);
    click(button('history.older'));
    await settle();
    expect(fetched).toHaveBeenLastCalledWith(
      expect.anything(),
      'customer',
      42,
      { page: 2, pageSize: 1 },
      expect.anything(),
    );
    expect(document.querySelector('li p')!.textContent).toContain('Bea Büro');
    expect(document.querySelector('li p')!.textContent).toContain('history.created');
    expect(button('history.older').disabled).toBe(true);
    click(button('history.newer'));
    await settle();
    expect(document.querySelector('li p')!.textContent).toContain('Ada Admin');
  });

  it('says when nothing is recorded, and offers a retry when loading failed', async () => {
    fetched.mockResolvedValueOnce(page([], 0));
    open();
    await settle();
    expect(document.body.textContent).toContain('history.empty');
    view.unmount();
    fetched.mockRejectedValueOnce(new Error('offline'));
    fetched.mockResolvedValueOnce(page([ENTRY], 1));
    open();
    await settle();
    expect(document.body.textContent).toContain('history.loadFailed');
    click(button('content.retry'));
    await settle();
    expect(rows()).toHaveLength(5);
  });

  it("reads a record's coded fields through its value labels (a link's role)", async () => {
    const link: HistoryEntry = {
      ...ENTRY,
      changes: [
        { field: 'role', kind: 'text', before: 'NEIGHBOR', after: 'GRANDPARENT' },
        { field: 'linkedPerson', kind: 'text', before: 'Abholer, Ida', after: null },
      ],
    };
    fetched.mockResolvedValue(page([link], 1));
    view = mount(
      <ApiClientContext.Provider value={{} as ApiClient}>
        <HistoryTab
          entity="participantPerson"
          id={7}
          labels={{ role: 'Role', linkedPerson: 'Person' }}
          valueLabels={{ role: (role) => `role:${role}` }}
        />
      </ApiClientContext.Provider>,
    );
    await settle();
    expect(rows()).toEqual([
      ['Role', 'role:NEIGHBOR', '→ role:GRANDPARENT'],
      ['Person', 'Abholer, Ida', '→ history.noValue'],
    ]);
  });
});
