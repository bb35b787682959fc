// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatePicker } from './date-picker';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const i18n = setupI18n();
i18n.loadAndActivate({
  locale: 'en',
  messages: {
    'datePicker.chooseDate': ['Choose date'],
    'datePicker.chooseDateSelected': ['Choose date, selected date: ', ['date']],
    'datePicker.rejected': ['rejected ', ['typed'], ' ', ['min'], ' ', ['max']],
    'datePicker.notAllowed': ['not allowed ', ['date']],
  },
});

let container: HTMLDivElement;
let root: Root;
let changes: string[];

const noWeekends = (date: string) => ![0, 6].includes(new Date(`${date}T00:00Z`).getUTCDay());

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <DatePicker
        id="day"
        label="Day"
        value={value}
        onValueChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        today="2025-03-12"
        min="2025-01-01"
        max="2025-06-30"
        isAllowed={noWeekends}
      />
    </I18nProvider>
  );
}

const input = () => container.querySelector<HTMLInputElement>('#day')!;
const status = () => container.querySelector('[role="status"]')!.textContent;
const calendarButton = () => container.querySelector<HTMLButtonElement>('[aria-haspopup]')!;
const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);

function type(text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    input().focus();
    setValue.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function key(target: Element, name: string) {
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
    );
  });
}

/** Radix returns focus in a timeout after the dialog unmounts. */
async function focusReturned() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  changes = [];
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('DatePicker, typed', () => {
  it('keeps half a date to itself and hands over a valid one on blur', () => {
    act(() => root.render(<Harness />));
    type('2025-03');
    expect(changes).toEqual([]);
    type('2025-03-13');
    act(() => input().blur());
    expect(changes).toEqual(['2025-03-13']);
    expect(input().value).toBe('2025-03-13');
    expect(calendarButton().getAttribute('aria-label')).toBe(
      'Choose date, selected date: March 13, 2025',
    );
  });

  it('confirms on the first Enter and lets the second one through to the form', () => {
    act(() => root.render(<Harness />));
    type('2025-03-13');
    const first = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => input().dispatchEvent(first));
    expect(first.defaultPrevented).toBe(true);
    expect(changes).toEqual(['2025-03-13']);
    const second = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => input().dispatchEvent(second));
    expect(second.defaultPrevented).toBe(false);
  });

  it('clears a date out of range or refused, and says why', () => {
    act(() => root.render(<Harness initial="2025-03-13" />));
    type('2025-13-01');
    act(() => input().blur());
    expect(changes).toEqual(['']);
    expect(input().value).toBe('');
    expect(status()).toBe('rejected 2025-13-01 January 1, 2025 June 30, 2025');
    type('2025-03-15');
    expect(status()).toBe('');
    act(() => input().blur());
    expect(status()).toBe('not allowed March 15, 2025');
    expect(input().getAttribute('aria-describedby')).toBe('day-hint day-status');
  });

  it('takes a new value from outside and leaves it alone on blur', () => {
    act(() => root.render(<Harness initial="2030-01-01" />));
    expect(input().value).toBe('2030-01-01');
    act(() => input().focus());
    act(() => input().blur());
    expect(changes).toEqual([]);
  });
});

describe('DatePicker, calendar dialog', () => {
  it('opens on the value, moves by keys, picks with a click and returns focus', async () => {
    act(() => root.render(<Harness initial="2025-03-13" />));
    act(() => calendarButton().click());
    const grid = document.querySelector('[role="grid"]')!;
    expect(document.activeElement).toBe(day('2025-03-13'));
    expect(day('2025-03-13')?.getAttribute('aria-pressed')).toBe('true');
    expect(day('2025-03-12')?.getAttribute('aria-current')).toBe('date');
    expect(day('2025-03-15')?.getAttribute('aria-disabled')).toBe('true');
    expect([...grid.querySelectorAll('[tabindex="0"]')]).toEqual([day('2025-03-13')]);

    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(day('2025-03-20'));
    key(document.activeElement!, 'PageDown');
    expect(document.activeElement).toBe(day('2025-04-20'));
    key(document.activeElement!, 'Home');
    expect(document.activeElement).toBe(day('2025-04-14'));

    act(() => day('2025-04-19')!.click());
    expect(changes).toEqual([]);
    act(() => day('2025-04-14')!.click());
    expect(changes).toEqual(['2025-04-14']);
    expect(document.querySelector('[role="grid"]')).toBeNull();
    await focusReturned();
    expect(document.activeElement).toBe(calendarButton());
    expect(input().value).toBe('2025-04-14');
  });

  it('starts on today without a value and stays within min and max', () => {
    act(() => root.render(<Harness />));
    act(() => calendarButton().click());
    expect(document.activeElement).toBe(day('2025-03-12'));
    const years = [...document.querySelectorAll('select')][1]!;
    expect([...years.options].map((option) => option.value)).toEqual(['2025']);
    key(document.activeElement!, 'PageDown');
    key(document.activeElement!, 'PageDown');
    key(document.activeElement!, 'PageDown');
    key(document.activeElement!, 'PageDown');
    expect(document.activeElement).toBe(day('2025-06-30'));
  });

  it('closes on Escape without a change', async () => {
    act(() => root.render(<Harness initial="2025-03-13" />));
    act(() => calendarButton().click());
    key(document.activeElement!, 'Escape');
    expect(document.querySelector('[role="grid"]')).toBeNull();
    expect(changes).toEqual([]);
    await focusReturned();
    expect(document.activeElement).toBe(calendarButton());
  });
});
