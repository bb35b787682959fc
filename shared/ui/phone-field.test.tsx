// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let received: string[];
let keyDownsSeen: string[];

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneField
      id="phone"
      label="Phone"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onValueChange={(next) => received.push(next)}
      onKeyDown={(event) => keyDownsSeen.push(event.key)}
    />
  );
}

const input = () => container.querySelector<HTMLInputElement>('#phone')!;

/** Presses a key at the caret; true when the field let it through. */
function press(key: string, caret: number, init: KeyboardEventInit = {}): boolean {
  const field = input();
  field.setSelectionRange(caret, caret);
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => field.dispatchEvent(event));
  return !event.defaultPrevented;
}

/** What the browser does when text arrives by paste, drop or autofill: new value, then input. */
function insert(value: string, caret = value.length) {
  const field = input();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(field, value);
    field.setSelectionRange(caret, caret);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  received = [];
  keyDownsSeen = [];
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('PhoneField', () => {
  it('is a labelled phone input', () => {
    act(() => root.render(<Harness initial="" />));
    expect(input().type).toBe('tel');
    expect(input().inputMode).toBe('tel');
    expect(input().getAttribute('autocomplete')).toBe('tel');
    expect(container.querySelector('label')?.htmlFor).toBe('phone');
  });

  it('lets digits, editing keys and shortcuts through, and "+" only in front', () => {
    act(() => root.render(<Harness initial="+4917" />));
    expect(press('5', 5)).toBe(true);
    expect(press('Backspace', 5)).toBe(true);
    expect(press('ArrowLeft', 5)).toBe(true);
    expect(press('Escape', 5)).toBe(true);
    expect(press('v', 5, { ctrlKey: true })).toBe(true);
    expect(press('a', 5)).toBe(false);
    expect(press(' ', 5)).toBe(false);
    expect(press('-', 3)).toBe(false);
    expect(press('+', 0)).toBe(false);
    expect(press('+', 3)).toBe(false);
    // The caller's handler saw every key.
    expect(keyDownsSeen).toHaveLength(10);
  });

  it('accepts "+" in front when the selection covers the old one', () => {
    act(() => root.render(<Harness initial="+4917" />));
    const field = input();
    field.setSelectionRange(0, 5);
    const event = new KeyboardEvent('keydown', { key: '+', bubbles: true, cancelable: true });
    act(() => field.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(false);
  });

  it('cleans pasted or autofilled text in place, keeping the caret after it', () => {
    act(() => root.render(<Harness initial="0171" />));
    // "+49 (0) 30-12" pasted between "01" and "71": the '+' is not in front, so it goes too.
    insert('01+49 (0) 30-1271', 15);
    expect(input().value).toBe('01490301271');
    expect(received).toEqual(['01490301271']);
    expect(input().selectionStart).toBe(9);
  });

  it('keeps a leading "+" of a pasted number and never hands letters to the parent', () => {
    act(() => root.render(<Harness initial="" />));
    insert(' +49 171 2345678 ');
    expect(input().value).toBe('+491712345678');
    insert('+491712345678abc');
    expect(input().value).toBe('+491712345678');
    expect(received.every((value) => /^\+?\d*$/.test(value))).toBe(true);
  });
});
