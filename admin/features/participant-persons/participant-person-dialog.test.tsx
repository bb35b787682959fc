// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import {
  fetchParticipantPerson,
  fetchParticipantPersonChoices,
} from '../../../shared/api/participant-person';
import type { Role } from '../../../shared/model/enums';
import type { ParticipantPersonRow } from '../../../shared/model/participant-person';
import { session } from '../../../shared/state/session';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { mount, settle } from '../../../shared/ui/form/test-harness';
import { ParticipantPersonDialog } from './participant-person-dialog';

vi.mock('../../../shared/api/participant-person', () => ({
  fetchParticipantPerson: vi.fn(),
  fetchParticipantPersonChoices: vi.fn(),
  storeParticipantPerson: vi.fn(),
}));
vi.mock('../../app/failures', () => ({ reportFailure: vi.fn() }));

const LINK: ParticipantPersonRow = {
  id: 5,
  version: 1,
  participantId: 8,
  participant: { id: 8, givenName: 'Lou', familyName: 'Zweig', email: null },
  person: { id: 9, givenName: 'Oma', familyName: 'Zweig', email: null },
  role: 'GRANDPARENT',
  grades: [],
};

let view: ReturnType<typeof mount>;
async function open(role: Role, link: { id: number } | null) {
  session.value = { token: 't', user: { login: 'x@x.test', roles: [role] } as never };
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <ParticipantPersonDialog link={link} onClose={() => undefined} onSaved={() => undefined} />
    </ApiClientContext.Provider>,
  );
  await settle();
}
const tabs = () => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchParticipantPerson).mockResolvedValue(LINK);
  vi.mocked(fetchParticipantPersonChoices).mockResolvedValue({ participants: [], persons: [] });
});
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
  session.value = null;
});

describe('ParticipantPersonDialog', () => {
  it("shows a stored link's History to ADMIN, none for a new link or to a family", async () => {
    await open('ADMIN', { id: LINK.id });
    expect(tabs()).toEqual(['participantPersons.tab.link', 'history.tab']);
    view.unmount();
    await open('ADMIN', null);
    expect(tabs()).toEqual([]);
    expect(document.getElementById('link-participantId')).not.toBeNull();
    view.unmount();
    await open('CUSTOMER', { id: LINK.id });
    expect(tabs()).toEqual([]);
    expect(document.getElementById('link-personId')).not.toBeNull();
  });
});
