// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequestOptions } from '../../../shared/api/client';
import { fetchUser, storeUser } from '../../../shared/api/user';
import type { MailCheck } from '../../../shared/model/customer';
import type { UserRecord } from '../../../shared/model/user';
import { session } from '../../../shared/state/session';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle, typeInto } from '../../../shared/ui/form/test-harness';
import { UserDialog } from './user-dialog';

vi.mock('../../../shared/api/user', () => ({
  fetchUser: vi.fn(),
  storeUser: vi.fn(),
  fetchLoginTaken: vi.fn(),
  fetchPersonByEmail: vi.fn(),
  setUserLocked: vi.fn(),
}));
vi.mock('../../app/failures', () => ({ reportFailure: vi.fn() }));

const IDA = {
  id: 3,
  version: 1,
  login: 'ida@amt.test',
  locked: false,
  roles: ['INSTRUCTOR'],
  person: {
    id: 30,
    version: 2,
    givenName: 'Ida',
    familyName: 'Amt',
    gender: 'FEMALE',
    email: 'ida@amt.test',
    imageId: null,
    contactSet: [],
    addressSet: [],
    languageSet: [],
  },
} as unknown as UserRecord;
const ANNA: MailCheck = { existAlready: true, givenName: 'Anna', familyName: 'Berg' };

/** `PUT /api/person/check-mail/` goes through the client: answered with Anna's address taken. */
const mailChecks: string[] = [];
const client: ApiClient = {
  baseURL: '',
  request: async <T,>(path: string, options: ApiRequestOptions = {}) => {
    mailChecks.push(`${path} ${JSON.stringify(options.query)}`);
    return ANNA as T;
  },
};
const PNG = new File(
  [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
  'ida.png',
  { type: 'image/png' },
);

let view: ReturnType<typeof mount>;
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === text)!;
const tab = (text: string) =>
  [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent === text)!;
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  vi.clearAllMocks();
  mailChecks.length = 0;
  session.value = { token: 't', user: { login: 'admin@x.test', roles: ['ADMIN'] } as never };
  vi.mocked(fetchUser).mockResolvedValue(IDA);
  vi.mocked(storeUser).mockResolvedValue({ id: 3, version: 2, locked: false } as never);
});
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
  session.value = null;
});

describe("UserDialog's Person tab", () => {
  it('asks the overwrite question for a taken e-mail, and saves the picture with the user', async () => {
    view = mount(
      <ApiClientContext.Provider value={client}>
        <UserDialog user={{ id: 3 }} onClose={() => undefined} onSaved={() => undefined} />
      </ApiClientContext.Provider>,
    );
    await settle();
    click(tab('users.tab.person'));
    await settle();
    typeInto(byId<HTMLInputElement>('user-person-email')!, 'anna@berg.de');
    await wait(450);
    await settle();
    expect(mailChecks.some((line) => line.includes('check-mail'))).toBe(true);
    const question = document.querySelector('[role="alertdialog"]')!;
    expect(question.textContent).toContain('person.overwrite.text');
    click(button('person.overwrite.accept'));
    await settle();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();

    const input = byId<HTMLInputElement>('user-imageFile')!;
    expect(input.type).toBe('file');
    Object.defineProperty(input, 'files', { value: [PNG], configurable: true });
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    await settle();
    expect(document.body.textContent).toContain('person.pictureChosen');

    click(button('dialog.save'));
    await settle();
    expect(storeUser).toHaveBeenCalledTimes(1);
    const [, sent, file] = vi.mocked(storeUser).mock.calls[0]!;
    expect(sent).toMatchObject({ id: 3, version: 1, person: { email: 'anna@berg.de' } });
    expect(file).toBe(PNG);
  });
});

describe('UserDialog: what a provider serves', () => {
  const PROVIDER = { ...IDA, roles: ['EXT_PROVIDER'], servedAreas: ['ECA'] } as UserRecord;
  /** The areas' checkboxes (user-servedAreas, user-servedAreas-1, …) by their label. */
  const area = (name: string) => {
    const label = [...document.querySelectorAll('label')].find(
      (element) => element.textContent === `businessArea.${name}`,
    );
    return byId<HTMLInputElement>(label?.htmlFor ?? '');
  };
  const open = async () => {
    view = mount(
      <ApiClientContext.Provider value={client}>
        <UserDialog user={{ id: 3 }} onClose={() => undefined} onSaved={() => undefined} />
      </ApiClientContext.Provider>,
    );
    await settle();
  };

  it('lets a SYS_ADMIN choose the areas and saves them with the user', async () => {
    session.value = { token: 't', user: { login: 'sys@x.test', roles: ['SYS_ADMIN'] } as never };
    vi.mocked(fetchUser).mockResolvedValue(PROVIDER);
    await open();
    expect(area('ECA')?.checked).toBe(true);
    expect(area('SCHOOL_BUS')?.matches(':disabled')).toBe(false);
    click(area('SCHOOL_BUS')!);
    await settle();
    click(button('dialog.save'));
    await settle();
    const [, sent] = vi.mocked(storeUser).mock.calls[0]!;
    expect([...(sent as { servedAreas: string[] }).servedAreas].sort()).toEqual([
      'ECA',
      'SCHOOL_BUS',
    ]);
  });

  it('shows them to an ADMIN without letting them change', async () => {
    vi.mocked(fetchUser).mockResolvedValue(PROVIDER);
    await open();
    expect(area('ECA')?.checked).toBe(true);
    // The group's fieldset is disabled, and with it every box.
    expect(area('SCHOOL_BUS')?.matches(':disabled')).toBe(true);
    expect(document.body.textContent).toContain('users.servedAreasSysAdminHint');
  });

  it('leaves them out for a user who is no provider', async () => {
    await open();
    expect(area('ECA')).toBeNull();
  });
});
