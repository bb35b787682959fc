// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequestOptions } from '../../../../shared/api/client';
import type { EventParticipantRow } from '../../../../shared/model/event-record';
import { newEventRecord } from '../../../../shared/rules/event-defaults';
import { ApiClientContext } from '../../../../shared/ui/api-client-context';
import { mount, settle } from '../../../../shared/ui/form/test-harness';
import type { EventForm } from '../event-tab-props';
import { toEventValues } from '../event-values';
import { ParticipantsTab } from './participants-tab';

const TOTAL = 45;
const participants: EventParticipantRow[] = Array.from({ length: TOTAL }, (_, at) => ({
  id: 100 + at,
  bookingId: 1 + at,
  givenName: `Child ${String(at + 1).padStart(2, '0')}`,
  familyName: 'Family',
  registrationDate: '2026-09-01',
  bookingStatus: 'ACCEPTED',
  clazz: 'P3 B',
}));

let asked: { path: string; query: Record<string, unknown> }[];
const client: ApiClient = {
  baseURL: '',
  request: async <T,>(path: string, options?: ApiRequestOptions) => {
    // The office's waiting list above the participants (waiting-list-section.test.tsx).
    if (path.includes('waiting-list')) return [] as T;
    const query = (options?.query ?? {}) as Record<string, string>;
    asked.push({ path, query });
    const page = Number(query.page);
    const items = participants.slice((page - 1) * 20, page * 20);
    return { items, page, pageSize: 20 } as T;
  },
};

// jsdom has no layout: the end of the list is always "in view".
class SeeingObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

let unmount: () => void;
beforeEach(() => {
  asked = [];
  globalThis.IntersectionObserver = SeeingObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => unmount());

describe('ParticipantsTab', () => {
  it('loads page after page while the end is in view, then says there are no more', async () => {
    const values = toEventValues({
      ...newEventRecord({ schoolYearId: 1, schoolYear: '2026/27' }),
      id: 42,
    });
    const form = { values } as EventForm;
    const mounted = mount(
      <ApiClientContext.Provider value={client}>
        <ParticipantsTab form={form} baseData={{} as never} canManage canConfigure />
      </ApiClientContext.Provider>,
    );
    unmount = mounted.unmount;
    for (let round = 0; round < 6; round++) await settle();
    expect(asked.map((call) => call.query.page)).toEqual(['1', '2', '3']);
    expect(asked[0]).toEqual({
      path: '/api/participant/by-event/42',
      query: { orderBy: 'givenName', asc: 'true', pageSize: '20', page: '1' },
    });
    expect(mounted.container.querySelectorAll('tbody tr')).toHaveLength(TOTAL);
    expect(mounted.container.textContent).toContain('eventTabs.participants.noMore');
  });
});
