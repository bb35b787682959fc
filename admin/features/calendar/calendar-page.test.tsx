// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalendarEntries } from '../../../shared/api/calendar';
import type { ApiClient } from '../../../shared/api/client';
import type { CalendarEntry } from '../../../shared/model/calendar';
import { session } from '../../../shared/state/session';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { click, mount, settle } from '../../../shared/ui/form/test-harness';
import { CalendarPage } from './calendar-page';

vi.mock('../../../shared/api/calendar', () => ({
  fetchCalendarEntries: vi.fn(),
  fetchHolidays: vi.fn(async () => []),
  fetchBreaks: vi.fn(async () => []),
}));
const entries = vi.mocked(fetchCalendarEntries);

const entry = (date: string, eventId: number, name: string): CalendarEntry => ({
  date,
  eventId,
  name,
  businessArea: 'ECA',
  time: '14:30',
  endTime: '15:30',
  bookingId: null,
  bookingStatus: null,
  participantName: null,
});

let view: ReturnType<typeof mount> | null = null;

beforeEach(() => {
  vi.clearAllMocks();
  entries.mockResolvedValue([
    entry('2026-10-26', 7, 'Robotics'),
    entry('2026-10-26', 8, 'Chess'),
    entry('2026-11-26', 7, 'Robotics'),
  ]);
  session.value = {
    token: 't',
    user: {
      personId: 1,
      login: 'a@example.org',
      givenName: 'A',
      familyName: 'B',
      roles: ['ADMIN'],
    },
  };
});
afterEach(() => {
  view?.unmount();
  view = null;
  session.value = null;
  window.history.replaceState(null, '', '/');
});

/** Opens `/calendar` at `url` as a link or a reload would. */
async function open(url: string) {
  window.history.replaceState(null, '', url);
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <CalendarPage />
    </ApiClientContext.Provider>,
  );
  await settle();
}

const search = () => Object.fromEntries(new URLSearchParams(window.location.search));
const heading = () => document.querySelector('h2')!.textContent;
const pressed = () =>
  [...document.querySelectorAll('[aria-pressed="true"]')].map((button) => button.textContent);
const select = (label: string) =>
  [...document.querySelectorAll('label')].find((element) => element.textContent === label)!
    .control as HTMLSelectElement;
const byLabel = (label: string) =>
  document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
const listed = () =>
  [...document.querySelectorAll('section li')].map((item) => item.textContent ?? '');
const lastSpan = () => entries.mock.lastCall!.slice(1, 3);

async function back() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  await settle();
}

describe('/calendar keeps its state in the URL', () => {
  it('opens a link with its view, day and filters', async () => {
    await open('/calendar?view=month&date=2026-10-26&area=ECA&serviceId=7');
    expect(pressed()).toEqual(['calendar.month']);
    expect(heading()).toBe('October 2026');
    expect(lastSpan()).toEqual(['2026-09-28', '2026-11-01']);
    expect(select('calendar.area').value).toBe('ECA');
    expect(select('calendar.service').value).toBe('7');
    expect(document.querySelector('[aria-selected="true"]')?.getAttribute('data-day')).toBe(
      '2026-10-26',
    );
    // The service filter holds: Chess on the same day is not listed.
    expect(listed()).toEqual([expect.stringContaining('Robotics')]);
  });

  it('writes moves, view and filters into the URL, and back goes back', async () => {
    await open('/calendar?view=month&date=2026-10-26');
    const entriesBefore = window.history.length;
    click(byLabel('calendar.nextMonth'));
    await settle();
    expect(search()).toEqual({ view: 'month', date: '2026-11-26' });
    expect(heading()).toBe('November 2026');
    expect(window.history.length).toBe(entriesBefore + 1);

    act(() => {
      const service = select('calendar.service');
      service.value = '7';
      service.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(search()).toEqual({ view: 'month', date: '2026-11-26', serviceId: '7' });

    click(
      Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent === 'calendar.week',
      )!,
    );
    await settle();
    expect(search()).toEqual({ date: '2026-11-26', serviceId: '7' }); // week is the default
    expect(pressed()).toEqual(['calendar.week']);

    // Picking a day replaces the entry: back returns to the month, not to the other day.
    click(document.querySelector('[data-day="2026-11-24"]')!);
    await settle();
    expect(search().date).toBe('2026-11-24');
    await back();
    expect(search()).toEqual({ view: 'month', date: '2026-11-26', serviceId: '7' });
    expect(pressed()).toEqual(['calendar.month']);
    await back();
    expect(search()).toEqual({ view: 'month', date: '2026-11-26' });
    expect(select('calendar.service').value).toBe('');
    await back();
    expect(heading()).toBe('October 2026');
  });

  it('falls back to the defaults for values it cannot read, without an error', async () => {
    await open('/calendar?view=year&date=2026-02-30&area=NOPE&serviceId=abc');
    const today = schoolToday();
    expect(pressed()).toEqual(['calendar.week']);
    expect(document.querySelector('[aria-selected="true"]')?.getAttribute('data-day')).toBe(today);
    expect(select('calendar.area').value).toBe('');
    expect(select('calendar.service').value).toBe('');
    expect(document.body.textContent).not.toContain('calendar.loadFailed');
  });

  it('today leaves the day out of the URL, so the link opens on the day it is used', async () => {
    await open('/calendar?date=2026-10-26&area=ECA');
    click(
      Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent === 'calendar.today',
      )!,
    );
    await settle();
    expect(search()).toEqual({ area: 'ECA' });
    expect(document.querySelector('[aria-selected="true"]')?.getAttribute('data-day')).toBe(
      schoolToday(),
    );
  });
});
