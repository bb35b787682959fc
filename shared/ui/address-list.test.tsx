// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AddressList } from './address-list';
import { emptyAddress } from './address-rows';
import type { AddressRow } from './address-rows';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const i18n = setupI18n();
i18n.loadAndActivate({
  locale: 'en',
  messages: {
    'addressList.rowLegend': ['Address ', ['number']],
    'addressList.remove': ['Remove address ', ['number']],
    'addressList.add': ['Add address'],
  },
});

const berlin: AddressRow = { street: 'Hauptstr. 1', zip: '10115', city: 'Berlin', country: 'DE' };

let container: HTMLDivElement;
let root: Root;
let rows: AddressRow[];

function Harness({ initial, errors }: { initial: AddressRow[]; errors?: Record<number, string> }) {
  const [value, setValue] = useState(initial);
  rows = value;
  return (
    <I18nProvider i18n={i18n}>
      <AddressList value={value} onValueChange={setValue} errors={errors} idPrefix="a" />
    </I18nProvider>
  );
}

function render(initial: AddressRow[], errors?: Record<number, string>) {
  act(() => root.render(<Harness initial={initial} errors={errors} />));
}

const removeButtons = () => [...container.querySelectorAll('button[aria-label^="Remove"]')];
const addButton = () =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === 'Add address');
const input = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`);
const click = (element: Element | undefined) =>
  act(() => (element as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true })));

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('AddressList', () => {
  it('offers no delete button while only one row exists', () => {
    render([berlin]);
    expect(removeButtons()).toHaveLength(0);
    expect(container.querySelectorAll('fieldset fieldset')).toHaveLength(1);
  });

  it('adds an empty DE row and moves focus into its street', () => {
    render([berlin]);
    click(addButton());
    expect(rows).toEqual([berlin, emptyAddress()]);
    expect(document.activeElement).toBe(input('a-1-street'));
    expect(removeButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove address 1',
      'Remove address 2',
    ]);
    expect(input('a-1-street')?.closest('fieldset')?.querySelector('legend')?.textContent).toBe(
      'Address 2',
    );
  });

  it('removes a row and moves focus to the previous street, or to the add button', () => {
    const hamburg = { ...berlin, city: 'Hamburg' };
    const munich = { ...berlin, city: 'München' };
    render([berlin, hamburg, munich]);
    click(removeButtons()[1]);
    expect(rows).toEqual([berlin, munich]);
    expect(document.activeElement).toBe(input('a-0-street'));
    click(removeButtons()[0]);
    expect(rows).toEqual([munich]);
    expect(document.activeElement).toBe(addButton());
  });

  it('gives autofill tokens to the first row only', () => {
    render([berlin, berlin]);
    expect(input('a-0-zip')?.getAttribute('autocomplete')).toBe('postal-code');
    expect(container.querySelector('#a-0-country')?.getAttribute('autocomplete')).toBe('country');
    expect(input('a-1-zip')?.getAttribute('autocomplete')).toBe('off');
  });

  it('ties a row error to the row and to its blank fields', () => {
    render([berlin, { ...berlin, zip: '' }], { 1: 'Please fill in every field.' });
    const error = container.querySelector('#a-1-error');
    expect(error?.textContent).toBe('Please fill in every field.');
    expect(input('a-1-zip')?.closest('fieldset')?.getAttribute('aria-describedby')).toBe(
      'a-1-error',
    );
    expect(input('a-1-zip')?.getAttribute('aria-invalid')).toBe('true');
    expect(input('a-1-zip')?.getAttribute('aria-describedby')).toBe('a-1-error');
    expect(input('a-1-city')?.hasAttribute('aria-invalid')).toBe(false);
    expect(input('a-0-zip')?.hasAttribute('aria-invalid')).toBe(false);
  });
});
