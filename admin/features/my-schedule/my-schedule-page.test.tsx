// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient } from '../../../shared/api/client';
import { fetchSchedule, renewScheduleFeed } from '../../../shared/api/schedule';
import type { ChildSchedule, ScheduleItem } from '../../../shared/model/schedule';
import { session } from '../../../shared/state/session';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle } from '../../../shared/ui/form/test-harness';
import { MySchedulePage } from './my-schedule-page';

vi.mock('../../../shared/api/schedule', () => ({
  fetchSchedule: vi.fn(),
  renewScheduleFeed: vi.fn(),
}));

const item = (fields: Partial<ScheduleItem>): ScheduleItem => ({
  bookingId: 1,
  status: 'ACCEPTED',
  serviceId: 7,
  name: 'Robotics',
  businessArea: 'ECA',
  time: '15:30',
  endTime: '16:30',
  stop: null,
  inbound: false,
  absent: false,
  ...fields,
});
const day = (date: string, fields: Partial<ChildSchedule['days'][number]> = {}) => ({
  date,
  holiday: null,
  schoolBreak: null,
  lessonsEnd: '15:30',
  items: [],
  ...fields,
});
const WEEK: ChildSchedule = {
  children: [
    { id: 41, givenName: 'Mia', familyName: 'Weber' },
    { id: 42, givenName: 'Noah', familyName: 'Weber' },
  ],
  child: { id: 41, givenName: 'Mia', familyName: 'Weber' },
  from: '2026-11-23',
  to: '2026-11-29',
  days: [
    day('2026-11-23', {
      items: [
        item({
          bookingId: 2,
          name: 'Bus 1',
          businessArea: 'SCHOOL_BUS',
          time: '07:30',
          endTime: null,
          inbound: true,
          stop: { name: 'Dornbusch', time: '07:30' },
        }),
        item({}),
        item({
          bookingId: 3,
          name: 'Childminding',
          businessArea: 'CHILDMINDING',
          endTime: '18:15',
          status: 'PENDING',
        }),
      ],
    }),
    day('2026-11-24', { holiday: 'Founders Day', lessonsEnd: null }),
    day('2026-11-25'),
    day('2026-11-26'),
    day('2026-11-27'),
    day('2026-11-28', { lessonsEnd: null }),
    day('2026-11-29', { lessonsEnd: null }),
  ],
  feed: { createdAt: null },
};

let view: ReturnType<typeof mount>;
async function render(path = '/my/schedule') {
  const { hook } = memoryLocation({ path });
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <Router hook={hook}>
        <Route path="/my/schedule/:id?">
          <MySchedulePage />
        </Route>
      </Router>
    </ApiClientContext.Provider>,
  );
  await settle();
}
const text = () => document.body.textContent ?? '';
const button = (label: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.textContent === label || b.getAttribute('aria-label') === label,
  )!;

beforeEach(() => {
  // The fixture's week is "this week": the page leaves this week's date out of its URL.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  vi.clearAllMocks();
  session.value = { token: 't', user: { login: 'p@x.test', roles: ['CUSTOMER'] } as never };
  vi.mocked(fetchSchedule).mockResolvedValue(WEEK);
  vi.mocked(renewScheduleFeed).mockResolvedValue({
    url: 'http://portal.test/api/schedule-feed/abc',
    createdAt: '2026-11-25T10:00:00.000Z',
  });
});
afterEach(() => {
  view.unmount();
  session.value = null;
  vi.useRealTimers();
});

describe('MySchedulePage', () => {
  it('shows the week by day: lessons end, the bus, services, childminding, the holiday; no empty weekend', async () => {
    await render();
    expect(fetchSchedule).toHaveBeenCalledWith(
      expect.anything(),
      { participantId: undefined, week: undefined },
      expect.anything(),
    );
    const days = [...document.querySelectorAll('ol > li')];
    expect(days).toHaveLength(5);
    expect(days[0]!.textContent).toMatch(
      /schedule\.lessonsEnd.*Bus 1.*schedule\.busMorning.*Robotics15:30–16:30.*Childminding.*schedule\.childmindingUntil/,
    );
    expect(days[0]!.textContent).toContain('bookingStatus.PENDING');
    expect(days[1]!.textContent).toContain('schedule.holiday');
    expect(days[1]!.textContent).not.toContain('schedule.lessonsEnd');
    expect(document.querySelector('select')?.value).toBe('41');
  });

  it('moves by a week and keeps the child in the path', async () => {
    await render('/my/schedule/41');
    click(button('schedule.nextWeek'));
    await settle();
    expect(fetchSchedule).toHaveBeenLastCalledWith(
      expect.anything(),
      { participantId: 41, week: '2026-11-30' },
      expect.anything(),
    );
  });

  it('makes the calendar link and shows it once', async () => {
    await render();
    click(button('schedule.feed.make'));
    await settle();
    expect(renewScheduleFeed).toHaveBeenCalledWith(expect.anything(), 41);
    expect(document.querySelector<HTMLInputElement>('#schedule-feed-url')?.value).toBe(
      'http://portal.test/api/schedule-feed/abc',
    );
    expect(text()).toContain('schedule.feed.onlyOnce');
  });

  it('shows a guardian the week without the calendar link', async () => {
    session.value = { token: 't', user: { login: 'g@x.test', roles: ['GUARDIAN'] } as never };
    vi.mocked(fetchSchedule).mockResolvedValue({ ...WEEK, feed: null });
    await render();
    expect(text()).toContain('Bus 1');
    expect(text()).not.toContain('schedule.feed.title');
  });
});
