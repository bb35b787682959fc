// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import { fetchParticipantBaseData } from '../../../shared/api/base-data';
import { saveParticipant } from '../../../shared/api/participant';
import {
  fetchContactPersons,
  fetchParticipant,
  fetchParticipantBookings,
} from '../../../shared/api/participant-office';
import type { Role } from '../../../shared/model/enums';
import type { ParticipantBaseData } from '../../../shared/model/base-data';
import type { ParticipantRecord } from '../../../shared/model/participant';
import { fetchCustomer, fetchCustomerPage } from '../../../shared/api/customer-office';
import { session } from '../../../shared/state/session';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle, typeInto } from '../../../shared/ui/form/test-harness';
import { ParticipantDialog } from './participant-dialog';

vi.mock('../../../shared/api/base-data', () => ({ fetchParticipantBaseData: vi.fn() }));
vi.mock('../../../shared/api/participant', () => ({ saveParticipant: vi.fn() }));
vi.mock('../../../shared/api/participant-office', () => ({
  fetchParticipant: vi.fn(),
  fetchContactPersons: vi.fn(),
  fetchParticipantBookings: vi.fn(),
  removeParticipantImage: vi.fn(),
}));
vi.mock('../../app/failures', () => ({ reportFailure: vi.fn() }));
vi.mock('../../../shared/api/customer-office', () => ({
  fetchCustomer: vi.fn(),
  fetchCustomerPage: vi.fn(),
}));

const YEAR = '2026/27';
const BASE = {
  genders: ['MALE', 'FEMALE', 'DIVERS'],
  contactTypes: [],
  languages: [],
  countries: [],
  grades: [],
  classLanguages: [],
  postfix: [],
  postfixlessLanguages: [],
  escortTypes: ['ALONE', 'GUARDIAN'],
  schoolYears: [{ id: 3, name: YEAR }],
  bookingPhaseSchoolYear: { id: 3, name: YEAR },
  currentSchoolYear: { id: 3, name: YEAR },
} as unknown as ParticipantBaseData;

const CHILD: ParticipantRecord = {
  id: 41,
  customerId: 9,
  person: {
    id: 410,
    givenName: 'Mia',
    familyName: 'Weber',
    gender: 'FEMALE',
    birthday: '2018-05-04',
    version: 2,
  } as ParticipantRecord['person'],
  clazzes: { [YEAR]: { grade: 'P3', language: 'DE', postfix: 'A' } },
  escortType: 'ALONE',
  homeAlone: true,
  healthProblems: null,
  emergencyMedication: null,
  version: 5,
};

const signInAs = (role: Role) => {
  session.value = { token: 't', user: { login: `${role}@x.test`, roles: [role] } as never };
};

let view: ReturnType<typeof mount>;
async function open(participant: { id: number } | null) {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <ParticipantDialog
        participant={participant}
        manage
        onClose={() => undefined}
        onSaved={() => undefined}
      />
    </ApiClientContext.Provider>,
  );
  await settle();
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
const tabs = () => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
const options = (id: string) => [...byId<HTMLSelectElement>(id)!.options].map((o) => o.value);
function choose(id: string, value: string) {
  act(() => {
    const select = byId<HTMLSelectElement>(id)!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === text)!;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchParticipantBaseData).mockResolvedValue(BASE);
  vi.mocked(fetchParticipant).mockResolvedValue(CHILD);
  vi.mocked(fetchContactPersons).mockResolvedValue([]);
  vi.mocked(fetchParticipantBookings).mockResolvedValue({ items: [], total: 0 } as never);
  vi.mocked(fetchCustomer).mockResolvedValue({
    person: { givenName: 'Jo', familyName: 'Weber', email: null },
  } as never);
  vi.mocked(fetchCustomerPage).mockResolvedValue({ items: [], total: 0 } as never);
});
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
  session.value = null;
});

describe('ParticipantDialog in a family’s hands', () => {
  it('adds a child without a customer picker: the server puts it in the family', async () => {
    signInAs('CUSTOMER');
    vi.mocked(saveParticipant).mockResolvedValue(CHILD);
    await open(null);
    expect(byId('participant-customerSearch')).toBeNull();
    expect(byId('participant-customerId')).toBeNull();
    expect(fetchParticipantBaseData).toHaveBeenCalled();
    typeInto(byId<HTMLInputElement>('participant-givenName')!, 'Ella');
    typeInto(byId<HTMLInputElement>('participant-familyName')!, 'Weber');
    choose('participant-gender', 'FEMALE');
    click(button('dialog.save'));
    await settle();
    expect(saveParticipant).toHaveBeenCalledTimes(1);
    const [, sent] = vi.mocked(saveParticipant).mock.calls[0]!;
    expect(sent).toMatchObject({ person: { givenName: 'Ella', familyName: 'Weber' } });
    expect(sent.customerId ?? null).toBeNull();
  });

  it('keeps the escort rule: a P1 child goes with a guardian and is never home alone', async () => {
    signInAs('CUSTOMER');
    await open({ id: CHILD.id });
    const grade = `participant-clazzes-${YEAR}`;
    expect(options('participant-escortType')).toContain('ALONE');
    expect(byId<HTMLInputElement>('participant-homeAlone')!.checked).toBe(true);
    choose(grade, 'P1');
    expect(options('participant-escortType')).toEqual(['GUARDIAN']);
    expect(byId<HTMLSelectElement>('participant-escortType')!.value).toBe('GUARDIAN');
    expect(byId('participant-homeAlone')).toBeNull();
    choose(grade, 'P4');
    expect(byId<HTMLInputElement>('participant-homeAlone')!.checked).toBe(false);
  });

  it('shows no History tab to a family; the office sees it and picks the customer', async () => {
    signInAs('CUSTOMER');
    await open({ id: CHILD.id });
    expect(tabs()).toEqual(['participants.tab.participant']);
    view.unmount();
    signInAs('ADMIN');
    await open({ id: CHILD.id });
    expect(tabs()).toContain('history.tab');
    view.unmount();
    await open(null);
    expect(byId('participant-customerSearch')).not.toBeNull();
  });
});

describe('ParticipantDialog in the office: the customer of a child on file', () => {
  it('offers the stored customer, and moving the child to another one says so and saves it', async () => {
    signInAs('ADMIN');
    vi.mocked(fetchCustomerPage).mockResolvedValue({
      items: [{ id: 12, givenName: 'Kai', familyName: 'Neu', email: 'kai@x.test' }],
      total: 1,
    } as never);
    vi.mocked(saveParticipant).mockResolvedValue({ ...CHILD, customerId: 12 });
    await open({ id: CHILD.id });
    const customer = byId<HTMLSelectElement>('participant-customerId')!;
    expect(fetchCustomer).toHaveBeenCalledWith(expect.anything(), 9, expect.anything());
    expect(customer.value).toBe('9');
    expect(customer.selectedOptions[0]?.textContent).toBe('Weber, Jo');
    expect(document.body.textContent).not.toContain('participants.customerMoves');
    typeInto(byId<HTMLInputElement>('participant-customerSearch')!, 'Neu');
    await settle();
    choose('participant-customerId', '12');
    expect(document.body.textContent).toContain('participants.customerMoves');
    click(button('dialog.save'));
    await settle();
    const [, sent] = vi.mocked(saveParticipant).mock.calls[0]!;
    expect(sent).toMatchObject({ id: CHILD.id, version: CHILD.version, customerId: 12 });
  });
});
