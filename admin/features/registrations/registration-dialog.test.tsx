// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { approveRegistration } from '../../../shared/api/register';
import type { PendingRegistration } from '../../../shared/model/register';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle } from '../../../shared/ui/form/test-harness';
import { reportFailure } from '../../app/failures';
import { RegistrationDialog } from './registration-dialog';

vi.mock('../../../shared/api/register', () => ({ approveRegistration: vi.fn() }));
vi.mock('../../app/failures', () => ({ reportFailure: vi.fn() }));

const REGISTRATION: PendingRegistration = {
  id: 7,
  date: '2026-11-20T09:15:00Z',
  emailConfirmed: true,
  user: { id: 70, login: 'cy@example.org', givenName: 'Cy', familyName: 'Lane' },
};

let view: ReturnType<typeof mount>;
let approved: string[][];
const approve = vi.mocked(approveRegistration);

function open() {
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <RegistrationDialog
        registration={REGISTRATION}
        onClose={() => undefined}
        onApproved={(roles) => approved.push(roles)}
      />
    </ApiClientContext.Provider>,
  );
}
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === text)!;
const box = (role: string) => document.querySelector<HTMLInputElement>(`input[value="${role}"]`)!;

beforeEach(() => {
  approved = [];
  vi.clearAllMocks();
});
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
});

describe('RegistrationDialog', () => {
  it('unlocks with the ticked roles (CUSTOMER preselected)', async () => {
    approve.mockResolvedValue({ id: 7, roles: ['USER', 'CUSTOMER', 'MEMBER'] });
    open();
    expect(box('CUSTOMER').checked).toBe(true);
    click(box('MEMBER'));
    click(button('registrations.dialog.unlock'));
    await settle();
    expect(approve).toHaveBeenCalledWith(expect.anything(), 7, ['CUSTOMER', 'MEMBER']);
    expect(approved).toEqual([['USER', 'CUSTOMER', 'MEMBER']]);
  });

  it('keeps a refusal (409 approved meanwhile) in the dialog, translated', async () => {
    approve.mockRejectedValue(
      new ApiError({ status: 409, messageKey: 'register.alreadyApproved' }),
    );
    open();
    click(button('registrations.dialog.unlock'));
    await settle();
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('register.alreadyApproved');
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('reports an unexpected failure with its signature instead', async () => {
    const broken = new ApiError({ status: 500, messageKey: 'error.unexpected' });
    approve.mockRejectedValue(broken);
    open();
    click(button('registrations.dialog.unlock'));
    await settle();
    expect(reportFailure).toHaveBeenCalledWith(broken, 'registrations.approveFailed');
    expect(dialog().querySelector('[role="alert"]')).toBeNull();
    expect(button('registrations.dialog.unlock').disabled).toBe(false);
  });
});
