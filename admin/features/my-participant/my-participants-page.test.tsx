// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchParticipantBaseData } from '../../../shared/api/base-data';
import type { ApiClient } from '../../../shared/api/client';
import { getLinkedChildren, getMyParticipants } from '../../../shared/api/participant';
import type { ParticipantBaseData } from '../../../shared/model/base-data';
import type { Role } from '../../../shared/model/enums';
import type { ParticipantRecord } from '../../../shared/model/participant';
import { session } from '../../../shared/state/session';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { mount, settle } from '../../../shared/ui/form/test-harness';
import { MyParticipantsPage } from './my-participants-page';

vi.mock('../../../shared/api/base-data', () => ({ fetchParticipantBaseData: vi.fn() }));
vi.mock('../../../shared/api/participant', () => ({
  getMyParticipants: vi.fn(),
  getLinkedChildren: vi.fn(),
  saveParticipant: vi.fn(),
}));

const BASE = {
  schoolYears: [
    { id: 4, name: '2027/28' },
    { id: 3, name: '2026/27' },
  ],
  currentSchoolYear: { id: 3, name: '2026/27' },
  bookingPhaseSchoolYear: { id: 4, name: '2027/28' },
} as unknown as ParticipantBaseData;

const MIA = {
  id: 41,
  customerId: 9,
  person: { id: 410, givenName: 'Mia', familyName: 'Weber', imageId: null },
  clazzes: { '2026/27': { grade: 'P3', language: 'FR', postfix: 'UNKNOWN' } },
} as unknown as ParticipantRecord;

const signInAs = (role: Role) => {
  session.value = { token: 't', user: { login: `${role}@x.test`, roles: [role] } as never };
};
let view: ReturnType<typeof mount>;
async function render() {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <MyParticipantsPage />
    </ApiClientContext.Provider>,
  );
  await settle();
}
const texts = (selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchParticipantBaseData).mockResolvedValue(BASE);
  vi.mocked(getMyParticipants).mockResolvedValue([MIA]);
  vi.mocked(getLinkedChildren).mockResolvedValue([
    {
      id: 41,
      givenName: 'Mia',
      familyName: 'Weber',
      clazzes: MIA.clazzes,
      relationship: 'GRANDPARENT',
    },
  ]);
});
afterEach(() => {
  view.unmount();
  session.value = null;
});

describe('MyParticipantsPage', () => {
  it('shows a parent each child as a button with this year’s class and the booked year’s', async () => {
    signInAs('CUSTOMER');
    await render();
    expect(texts('li button')).toEqual(['Mia WebermyParticipant.classOfmyParticipant.noClass']);
    expect(texts('button')).toContain('myParticipant.add');
    expect(getLinkedChildren).not.toHaveBeenCalled();
  });

  it('shows a guardian the children they may pick up, read-only, and nothing to add', async () => {
    signInAs('GUARDIAN');
    await render();
    expect(getMyParticipants).not.toHaveBeenCalled();
    expect(document.querySelectorAll('li button')).toHaveLength(0);
    expect(texts('li')).toEqual([
      'Mia WebermyParticipant.classOfparticipantPersons.relationship.GRANDPARENT',
    ]);
    expect(texts('button')).not.toContain('myParticipant.add');
  });

  it('tells staff without a family that children are kept by their parents', async () => {
    signInAs('INSTRUCTOR');
    await render();
    expect(getMyParticipants).not.toHaveBeenCalled();
    expect(getLinkedChildren).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('myParticipant.noFamily');
  });
});
