// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { getCustomerProfile } from '../../../shared/api/customer';
import { getPerson } from '../../../shared/api/person';
import type { CustomerProfile, PersonRecord } from '../../../shared/model/customer';
import type { Role } from '../../../shared/model/enums';
import { session } from '../../../shared/state/session';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { mount, settle } from '../../../shared/ui/form/test-harness';
import { MyDataPage } from './my-data-page';

vi.mock('../../../shared/api/customer', () => ({
  getCustomerProfile: vi.fn(),
  putSpouse: vi.fn(),
  putPayment: vi.fn(),
  validatePayment: vi.fn(),
}));
vi.mock('../../../shared/api/person', () => ({ getPerson: vi.fn(), putPerson: vi.fn() }));
vi.mock('../../../shared/api/data-export', () => ({ fetchFamilyDataExport: vi.fn() }));

const JULIA: PersonRecord = {
  id: 7,
  givenName: 'Julia',
  familyName: 'Becker',
  title: null,
  gender: 'FEMALE',
  email: 'parent@kitebook.test',
  birthday: '1984-03-14',
  notes: null,
  imageId: null,
  addressSet: [{ street: 'Grüneburgweg 12', zip: '60323', city: 'Frankfurt', country: 'DE' }],
  contactSet: [{ contactType: 'MOBILE', value: '+4915112345678' }],
  languageSet: ['EN'],
  version: 3,
} as PersonRecord;

const PROFILE = {
  customerId: 9,
  person: JULIA,
  spouse: null,
  participants: [],
  guardians: [],
  payment: {
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    bankName: 'Commerzbank',
    version: 4,
    mandateId: 'KB-M-DEMO-1',
    mandateDate: '2025-10-21',
  },
} as CustomerProfile;

const signInAs = (role: Role) => {
  session.value = {
    token: 't',
    user: { login: `${role}@x.test`, roles: [role], personId: 7 } as never,
  };
};
let view: ReturnType<typeof mount>;
async function render() {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <MyDataPage />
    </ApiClientContext.Provider>,
  );
  await settle();
}
const headings = () => [...document.querySelectorAll('h2, h3')].map((h) => h.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getCustomerProfile).mockResolvedValue(PROFILE);
  vi.mocked(getPerson).mockResolvedValue(JULIA);
});
afterEach(() => {
  view.unmount();
  session.value = null;
});

describe('MyDataPage', () => {
  it('shows a customer the person, the spouse, the payment form with the mandate, and the export', async () => {
    signInAs('CUSTOMER');
    await render();
    expect(getPerson).not.toHaveBeenCalled();
    expect(headings()).toEqual([
      'profile.panel.person',
      'profile.panel.spouse',
      'myData.payment.title',
      'myData.mandate.title',
      'myData.export.title',
    ]);
    expect(document.querySelector('[data-testid="mandate-id"]')?.textContent).toBe('KB-M-DEMO-1');
    expect(document.querySelector<HTMLInputElement>('input[name="iban"]')?.value).toBe(
      'DE89370400440532013000',
    );
    // The mandate is the customer's own act each time: never ticked in advance.
    expect(document.querySelector<HTMLInputElement>('input[name="hasAgreedSepa"]')?.checked).toBe(
      false,
    );
  });

  it('tells a customer without a mandate that none is given yet', async () => {
    vi.mocked(getCustomerProfile).mockResolvedValue({
      ...PROFILE,
      payment: { ...PROFILE.payment, mandateId: null, mandateDate: null },
    });
    signInAs('CUSTOMER');
    await render();
    expect(document.body.textContent).toContain('myData.noMandate');
  });

  it('shows a guardian without a customer record their person and the export, no bank data', async () => {
    vi.mocked(getCustomerProfile).mockRejectedValue(
      new ApiError({ status: 403, messageKey: 'error.forbidden' }),
    );
    signInAs('GUARDIAN');
    await render();
    expect(getPerson).toHaveBeenCalledWith(expect.anything(), 7);
    expect(headings()).toEqual(['profile.panel.person', 'myData.export.title']);
  });

  it('shows staff their person only', async () => {
    signInAs('INSTRUCTOR');
    await render();
    expect(getCustomerProfile).not.toHaveBeenCalled();
    expect(headings()).toEqual(['profile.panel.person']);
  });
});
