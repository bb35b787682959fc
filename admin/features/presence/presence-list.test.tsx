// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import { fetchPresenceTable, savePresences } from '../../../shared/api/presence';
import type { PresenceRow, PresenceTable } from '../../../shared/model/presence';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle } from '../../../shared/ui/form/test-harness';
import { PresenceList } from './presence-list';

vi.mock('../../../shared/api/presence', () => ({
  fetchPresenceTable: vi.fn(),
  savePresences: vi.fn(),
}));
vi.mock('../../app/failures', () => ({ reportFailure: vi.fn() }));

const row = (
  bookingId: number,
  familyName: string,
  over: Partial<PresenceRow> = {},
): PresenceRow => ({
  presenceId: null,
  bookingId,
  participantId: bookingId,
  date: '2031-03-12',
  present: false,
  time: null,
  pickedUp: false,
  pickUpTime: null,
  penalty: false,
  bookingStatus: 'ACCEPTED',
  cancellationDate: null,
  absent: false,
  absentNotes: null,
  givenName: 'Kid',
  familyName,
  birthday: null,
  imageId: null,
  clazz: 'P3 EN A',
  comesFrom: null,
  goesTo: null,
  start: null,
  destination: null,
  stop: null,
  contactSet: [{ name: 'Mum', type: 'CUSTOMER', phone: '+49 69 123' }],
  ...over,
});

const table = (presences: PresenceRow[]): PresenceTable => ({
  service: {
    id: 1,
    name: 'Chess',
    businessArea: 'ECA',
    inbound: false,
    recurrenceId: 5,
    dayOfWeek: 'WEDNESDAY',
    time: '14:00',
    endTime: '15:00',
    startDate: null,
    endDate: null,
  },
  date: '2031-03-12',
  runs: true,
  presences,
  dates: ['2031-03-05', '2031-03-12'],
});

let view: ReturnType<typeof mount>;
const load = vi.mocked(fetchPresenceTable);
const save = vi.mocked(savePresences);

async function open() {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <PresenceList recurrenceId={5} date="2031-03-12" />
    </ApiClientContext.Provider>,
  );
  await settle();
}
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === text)!;
const names = () => [...document.querySelectorAll('h4')].map((element) => element.textContent);
const boxes = () => [...document.querySelectorAll<HTMLInputElement>('li input[type="checkbox"]')];
const times = () => [...document.querySelectorAll<HTMLInputElement>('li input[type="text"]')];

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
});

describe('PresenceList', () => {
  it('shows the children by family name, hides pending ones unless asked', async () => {
    load.mockResolvedValue(
      table([
        row(1, 'Alpha'),
        row(2, 'Beta', { bookingStatus: 'PENDING' }),
        row(3, 'Gamma', { absent: true, absentNotes: 'ill' }),
      ]),
    );
    await open();
    expect(names()).toEqual(['Alpha, Kid', 'Gamma, Kid']);
    expect(document.body.textContent).toContain('presence.absent: ill');
    const showPending = [
      ...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
    ].find((box) => box.closest('label')?.textContent === 'presence.showPending')!;
    click(showPending);
    await settle();
    expect(names()).toEqual(['Alpha, Kid', 'Beta, Kid', 'Gamma, Kid']);
  });

  it('ticks fill the time and Save sends only the changed fields', async () => {
    load.mockResolvedValue(table([row(1, 'Alpha'), row(2, 'Beta')]));
    save.mockImplementation(async () =>
      table([row(1, 'Alpha', { present: true, time: '14:02' }), row(2, 'Beta')]),
    );
    await open();
    expect(button('presence.save').disabled).toBe(true);
    click(boxes()[0]!);
    await settle();
    const filled = times()[0]!.value;
    expect(filled).toMatch(/^\d\d:\d\d$/);
    click(button('presence.save'));
    await settle();
    expect(save).toHaveBeenCalledWith(expect.anything(), 5, [
      { bookingId: 1, date: '2031-03-12', present: true, time: filled },
    ]);
  });

  it('keeps Save and PDF off with pending rows only', async () => {
    load.mockResolvedValue(table([row(2, 'Beta', { bookingStatus: 'PENDING' })]));
    await open();
    expect(button('presence.pdf.open').disabled).toBe(true);
    expect(button('presence.save').disabled).toBe(true);
  });
});
