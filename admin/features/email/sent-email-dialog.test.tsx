// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../shared/api/client';
import { fetchSentEmail, resendEmail } from '../../../shared/api/email';
import type { SentEmailDetail } from '../../../shared/model/email';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle } from '../../../shared/ui/form/test-harness';
import { SentEmailDialog } from './sent-email-dialog';

vi.mock('../../../shared/api/email', () => ({ fetchSentEmail: vi.fn(), resendEmail: vi.fn() }));

const MAIL: SentEmailDetail = {
  id: 9,
  subject: 'Sun cream',
  sender: 'noreply@kitebook.test',
  recipient: 'anna@example.org',
  status: 'SENT_ERROR',
  modified: '2026-11-24T08:15:00Z',
  body: '<p>Please bring <b>sun cream</b>.</p><script>parent.alert(1)</script>',
  errorMessage: '550 mailbox unavailable',
};

let view: ReturnType<typeof mount> | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
  document.body.innerHTML = '';
});

async function open(mail: SentEmailDetail, onClose = vi.fn()) {
  vi.mocked(fetchSentEmail).mockResolvedValue(mail);
  view = mount(
    <ApiClientContext.Provider value={{} as ApiClient}>
      <SentEmailDialog id={mail.id} onClose={onClose} />
    </ApiClientContext.Provider>,
  );
  await settle();
  return onClose;
}

const button = (label: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === label);

describe('the e-mail detail viewer', () => {
  it('shows the fields, the reason and the body in a sandboxed frame; resends a failed one', async () => {
    vi.mocked(resendEmail).mockResolvedValue({
      id: 3,
      total: 1,
      sent: 0,
      failed: 0,
      waiting: 1,
      skipped: 0,
    });
    const onClose = await open(MAIL);
    const text = document.body.textContent ?? '';
    for (const value of [
      'Sun cream',
      'noreply@kitebook.test',
      'anna@example.org',
      '550 mailbox unavailable',
    ])
      expect(text).toContain(value);
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(MAIL.body);
    click(button('emailLog.resend')!);
    await settle();
    expect(resendEmail).toHaveBeenCalledWith(expect.anything(), 9);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers no resend for a delivered mail', async () => {
    await open({ ...MAIL, status: 'SUCCESS', errorMessage: null });
    expect(button('emailLog.resend')).toBeUndefined();
  });
});
