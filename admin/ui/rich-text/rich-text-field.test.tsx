// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RichTextField } from './rich-text-field';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const i18n = setupI18n();
i18n.loadAndActivate({ locale: 'en', messages: {} });

let container: HTMLDivElement;
let root: Root;
let changes: string[];
let setOutside: (value: string) => void;

function Harness({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  setOutside = setValue;
  return (
    <I18nProvider i18n={i18n}>
      <RichTextField
        id="description"
        label="Description"
        value={value}
        onChange={(html) => {
          changes.push(html);
          setValue(html);
        }}
        error={error}
        hint="Shown on the offer"
      />
    </I18nProvider>
  );
}

beforeAll(() => {
  // ProseMirror measures the selection when it scrolls it into view; jsdom has no layout.
  const rect = { top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, x: 0, y: 0 };
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect }) as DOMRect;
  document.elementFromPoint = () => null;
});

beforeEach(() => {
  changes = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function render(initial: string, error?: string) {
  await act(async () => root.render(<Harness initial={initial} error={error} />));
  // The editor's chunk loads lazily: wait for its editable area.
  for (let tries = 0; tries < 50 && !editable(); tries++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  expect(editable()).not.toBeNull();
}

const editable = () => container.querySelector<HTMLElement>('[contenteditable]');
const button = (name: string) =>
  container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

describe('RichTextField', () => {
  it('labels the editable area and ties hint and error to it', async () => {
    await render('<p>Hello</p>', 'Too long');
    const area = editable()!;
    expect(area.id).toBe('description');
    expect(area.getAttribute('role')).toBe('textbox');
    const label = document.getElementById(area.getAttribute('aria-labelledby')!);
    expect(label?.textContent).toBe('Description');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    const described = area
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(expect.arrayContaining(['Too long', 'Shown on the offer']));
    expect(area.innerHTML).toContain('Hello');
  });

  it('has a toolbar with one tab stop and pressed states', async () => {
    await render('<p><strong>Bold</strong></p>');
    const toolbar = container.querySelector('[role="toolbar"]')!;
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'richText.bold',
      'richText.italic',
      'richText.heading1',
      'richText.heading2',
      'richText.heading3',
      'richText.bulletList',
      'richText.orderedList',
      'richText.addLink',
      'richText.code',
      'richText.codeBlock',
      'richText.insertTable',
    ]);
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    expect(button('richText.italic').getAttribute('aria-pressed')).toBe('false');
    expect(button('richText.addLink').getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('moves between the toolbar buttons with the arrow keys, Home and End', async () => {
    await render('<p>Text</p>');
    const toolbar = container.querySelector<HTMLElement>('[role="toolbar"]')!;
    const press = (key: string) =>
      act(() => {
        (document.activeElement ?? toolbar).dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true }),
        );
      });
    act(() => button('richText.bold').focus());
    press('ArrowRight');
    expect(document.activeElement).toBe(button('richText.italic'));
    expect(button('richText.italic').tabIndex).toBe(0);
    expect(button('richText.bold').tabIndex).toBe(-1);
    press('End');
    expect(document.activeElement).toBe(button('richText.insertTable'));
    press('ArrowRight');
    expect(document.activeElement).toBe(button('richText.bold'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(button('richText.insertTable'));
  });

  it('inserts a 3×3 table without header row', async () => {
    await render('<p>Text</p>');
    await act(async () => button('richText.insertTable').click());
    const html = changes.at(-1)!;
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.match(/<td/g)).toHaveLength(9);
    expect(html).not.toContain('<th');
    expect(button('richText.deleteTable')).not.toBeNull();
  });

  it('takes a value set from outside without reporting it', async () => {
    await render('<p>First</p>');
    await act(async () => setOutside('<h2>Second</h2>'));
    expect(editable()!.innerHTML).toContain('<h2>Second</h2>');
    expect(changes).toEqual([]);
    await act(async () => button('richText.heading2').click());
    expect(changes.at(-1)).toBe('<p>Second</p>');
  });

  it('reports an emptied text as "", not <p></p>', async () => {
    await render('');
    await act(async () => button('richText.insertTable').click());
    expect(changes.at(-1)).toContain('<table');
    await act(async () => button('richText.deleteTable').click());
    expect(changes.at(-1)).toBe('');
  });
});

describe('the link dialog', () => {
  const input = (label: string) =>
    [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] input')].find(
      (field) => document.querySelector(`label[for="${field.id}"]`)?.textContent === label,
    )!;
  const type = (field: HTMLInputElement, text: string) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const submit = () =>
    document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]')!.click();

  it('refuses a javascript: address and adds an https link with its text', async () => {
    await render('<p>Intro</p>');
    await act(async () => button('richText.addLink').click());
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      'richText.link.newTitle',
    );
    await act(async () => type(input('richText.link.address'), 'javascript:alert(1)'));
    await act(async () => submit());
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      'richText.link.invalid',
    );
    expect(changes).toEqual([]);
    await act(async () => type(input('richText.link.address'), 'https://example.org/'));
    await act(async () => type(input('richText.link.text'), 'Our site'));
    await act(async () => submit());
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(changes.at(-1)).toContain(
      '<a target="_blank" rel="noopener noreferrer" href="https://example.org/">Our site</a>',
    );
  });
});
