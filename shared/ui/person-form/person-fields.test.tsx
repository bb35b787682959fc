// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import type { ApiClient, ApiRequestOptions } from '../../api/client';
import type { MailCheck } from '../../model/customer';
import { ApiClientContext } from '../api-client-context';
import { act } from 'react';
import { click, mount, typeInto } from '../form/test-harness';
import { PersonFields } from './person-fields';
import { personFormValues } from './person-form-values';

/** One `PUT /api/person/check-mail/` the form sent, answered by the test. */
interface Sent {
  path: string;
  options: ApiRequestOptions;
  answer: (check: MailCheck) => void;
}

let sent: Sent[];
let view: ReturnType<typeof mount>;
const client: ApiClient = {
  baseURL: '',
  request: <T,>(path: string, options: ApiRequestOptions = {}) =>
    new Promise<T>((resolve) => {
      sent.push({ path, options, answer: (check) => resolve(check as T) });
    }),
};
const ANNA: MailCheck = { existAlready: true, givenName: 'Anna', familyName: 'Berg' };

function Form({ confirm, email = '' }: { confirm?: boolean; email?: string }) {
  const [value, setValue] = useState(() => ({
    ...personFormValues(null),
    id: email ? 5 : null,
    email,
  }));
  return (
    <ApiClientContext.Provider value={client}>
      <PersonFields
        idPrefix="p"
        today="2026-11-25"
        value={value}
        onValueChange={setValue}
        errors={{}}
        confirmTakenMail={confirm}
      />
    </ApiClientContext.Provider>
  );
}

const mailInput = () => document.querySelector<HTMLInputElement>('#p-email')!;
/** Lets answered checks settle (the timers are fake, so no setTimeout here). */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
const advance = async (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  await settle();
};
const alertText = () => document.querySelector('[role="status"], .mt-2')?.textContent ?? '';
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === text)!;

beforeEach(() => {
  sent = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('PersonFields: the e-mail check', () => {
  it('asks once, 400 ms after typing stops, for the last well-formed address', async () => {
    view = mount(<Form />);
    typeInto(mailInput(), 'anna@');
    await advance(500);
    expect(sent).toEqual([]); // not an address yet
    typeInto(mailInput(), 'anna@berg.de');
    await advance(300);
    typeInto(mailInput(), 'anna@berg.dev');
    await advance(399);
    expect(sent).toEqual([]); // each keystroke restarts the wait
    await advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/api/person/check-mail/');
    expect(sent[0]!.options).toMatchObject({ method: 'PUT', query: { mail: 'anna@berg.dev' } });
    sent[0]!.answer(ANNA);
    await settle();
    expect(document.body.textContent).toContain('person.mailTakenBy');
  });

  it('cancels a stale check: an old answer never shows for a new address', async () => {
    view = mount(<Form />);
    typeInto(mailInput(), 'old@berg.de');
    await advance(400);
    typeInto(mailInput(), 'new@berg.de');
    expect(sent[0]!.options.signal?.aborted).toBe(true);
    sent[0]!.answer(ANNA);
    await settle();
    expect(document.body.textContent).not.toContain('person.mailTakenBy');
    await advance(400);
    expect(sent[1]!.options.query).toMatchObject({ mail: 'new@berg.de' });
    sent[1]!.answer({ existAlready: false, givenName: null, familyName: null });
    await settle();
    expect(document.body.textContent).not.toContain('person.mailTakenBy');
    expect(alertText()).not.toContain('personExists');
  });

  it('sends the person’s own id, so their own address is not “another person’s”', async () => {
    view = mount(<Form email="me@berg.de" />);
    await advance(400);
    expect(sent[0]!.options.query).toEqual({ mail: 'me@berg.de', id: '5' });
  });

  it('with confirmTakenMail names the owner; cancel puts the loaded address back', async () => {
    view = mount(<Form confirm email="me@berg.de" />);
    await advance(400);
    sent[0]!.answer({ existAlready: false, givenName: null, familyName: null });
    typeInto(mailInput(), 'anna@berg.de');
    await advance(400);
    sent[1]!.answer(ANNA);
    await settle();
    const dialog = document.querySelector('[role="alertdialog"]')!;
    expect(dialog.textContent).toContain('person.overwrite.text');
    click(button('person.overwrite.cancel'));
    await settle();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(mailInput().value).toBe('me@berg.de');
  });

  it('accept keeps the address and does not ask again for it', async () => {
    view = mount(<Form confirm />);
    typeInto(mailInput(), 'anna@berg.de');
    await advance(400);
    sent[0]!.answer(ANNA);
    await settle();
    click(button('person.overwrite.accept'));
    await settle();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect(mailInput().value).toBe('anna@berg.de');
    typeInto(mailInput(), 'anna@berg.d');
    typeInto(mailInput(), 'anna@berg.de');
    await advance(400);
    sent.at(-1)!.answer(ANNA);
    await settle();
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });
});
