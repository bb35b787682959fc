// @vitest-environment jsdom
import { act, useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { TextField } from '../text-field';
import { useForm } from '../form/use-form';
import { click, mount, settle, typeInto } from '../form/test-harness';
import { RecordDialog } from './record-dialog';

const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('!.rules.name')),
  room: v.pipe(v.string(), v.nonEmpty('!.rules.room')),
});
type Values = { name: string; room: string; version: number };
const LOADED: Values = { name: 'Hall', room: 'A1', version: 1 };

let closed: boolean[];
let view: ReturnType<typeof mount>;

function Harness({
  onSubmit = () => undefined,
  onReload,
  onFailure,
  readOnly,
}: {
  onSubmit?: () => unknown;
  onReload?: () => Promise<Values>;
  onFailure?: (error: unknown) => void;
  readOnly?: boolean;
}) {
  const [open, setOpen] = useState(true);
  const form = useForm({ initial: LOADED, schema, idPrefix: 'loc', onSubmit: onSubmit as never });
  const field = (name: 'name' | 'room') => (
    <TextField
      id={form.idOf(name)}
      label={name}
      value={form.values[name]}
      onChange={(event) => form.setValue(name, event.currentTarget.value)}
      error={form.errors[name] ?? null}
    />
  );
  return (
    <RecordDialog
      open={open}
      onOpenChange={(next) => {
        closed.push(!next);
        setOpen(next);
      }}
      form={form}
      mode="update"
      titles={{ create: 'New location', update: 'Edit location' }}
      tabs={[
        { value: 'main', label: 'Main', content: field('name') },
        { value: 'more', label: 'More', content: field('room') },
      ]}
      onReload={onReload}
      onFailure={onFailure}
      readOnly={readOnly}
      fieldLabels={{ name: 'Name', room: 'Room' }}
    />
  );
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const alertDialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const input = (field: string) => document.querySelector<HTMLInputElement>(`#loc-${field}`)!;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === text)!;
const escape = () =>
  act(() => {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });

afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
});

describe('RecordDialog', () => {
  it('shows the update title and closes on Escape when nothing changed', () => {
    closed = [];
    view = mount(<Harness />);
    expect(dialog()!.textContent).toContain('Edit location');
    escape();
    expect(closed).toEqual([true]);
    expect(dialog()).toBeNull();
  });

  it('read-only: no Save, Close instead of Cancel, and a submit saves nothing', () => {
    closed = [];
    const onSubmit = vi.fn();
    view = mount(<Harness readOnly onSubmit={onSubmit} />);
    expect(button('dialog.save')).toBeUndefined();
    act(() => {
      dialog()!.querySelector('form')!.requestSubmit();
    });
    expect(onSubmit).not.toHaveBeenCalled();
    click(button('dialog.close'));
    expect(closed).toEqual([true]);
  });

  it('lets an open combobox take Escape first', () => {
    closed = [];
    view = mount(<Harness />);
    const combobox = input('name');
    combobox.setAttribute('role', 'combobox');
    combobox.setAttribute('aria-expanded', 'true');
    act(() => combobox.focus());
    // A real key press is cancelable, which is how the dialog leaves it to the combobox.
    act(() => {
      combobox.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
    });
    expect(closed).toEqual([]);
    combobox.setAttribute('aria-expanded', 'false');
    escape();
    expect(closed).toEqual([true]);
  });

  it('ignores a click outside (persistent)', () => {
    closed = [];
    view = mount(<Harness />);
    act(() => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(closed).toEqual([]);
    expect(dialog()).not.toBeNull();
  });

  it('asks before closing with unsaved changes', () => {
    closed = [];
    view = mount(<Harness />);
    typeInto(input('name'), 'Gym');
    click(document.querySelector('[aria-label="dialog.close"]')!);
    expect(alertDialog()!.textContent).toContain('dialog.discard.title');
    expect(document.activeElement).toBe(button('dialog.discard.keep'));
    click(button('dialog.discard.keep'));
    expect(alertDialog()).toBeNull();
    expect(closed).toEqual([]);
    click(button('dialog.cancel'));
    click(button('dialog.discard.confirm'));
    expect(closed).toEqual([true]);
  });

  it('says information-missing and focuses the wrong field in its tab', () => {
    closed = [];
    view = mount(<Harness />);
    typeInto(input('room'), '');
    click(button('dialog.save'));
    expect(dialog()!.textContent).toContain('information-missing');
    expect(document.activeElement).toBe(input('room'));
    const panel = input('room').closest('[data-tab]')!;
    expect(panel.getAttribute('data-state')).toBe('active');
  });

  it('shows a progress bar while saving', async () => {
    closed = [];
    let finish!: () => void;
    view = mount(<Harness onSubmit={() => new Promise<void>((resolve) => (finish = resolve))} />);
    typeInto(input('name'), 'Gym');
    click(button('dialog.save'));
    expect(document.querySelector('[role="progressbar"]')).not.toBeNull();
    await act(async () => finish());
    expect(document.querySelector('[role="progressbar"]')).toBeNull();
  });

  it('offers reload or the other change after a stale save, never overwriting', async () => {
    closed = [];
    const stale = new ApiError({ status: 409, messageKey: 'error.staleVersion' });
    const current: Values = { name: 'Hall', room: 'B7', version: 2 };
    const onReload = vi.fn(() => Promise.resolve(current));
    const onSubmit = vi.fn(() => Promise.reject(stale));
    view = mount(<Harness onSubmit={onSubmit} onReload={onReload} />);
    typeInto(input('name'), 'Gym');
    click(button('dialog.save'));
    await settle();
    expect(dialog()!.textContent).toContain('dialog.stale.title');
    expect(button('dialog.save').disabled).toBe(true);

    click(button('dialog.stale.compare'));
    await settle();
    const rows = [...dialog()!.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual(['NameGymHall', 'RoomA1B7']);
    expect(input('name').value).toBe('Gym');

    click(button('dialog.stale.reload'));
    await settle();
    expect(input('name').value).toBe('Hall');
    expect(dialog()!.textContent).not.toContain('dialog.stale.title');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps my entries over the current record only for the next save', async () => {
    closed = [];
    const stale = new ApiError({ status: 409, messageKey: 'error.staleVersion' });
    const saved: unknown[] = [];
    let calls = 0;
    const onSubmit = vi.fn((_output: unknown, values: Values) => {
      saved.push(values);
      return calls++ === 0 ? Promise.reject(stale) : Promise.resolve(values);
    });
    const onReload = () => Promise.resolve({ name: 'Hall', room: 'B7', version: 2 });
    view = mount(<Harness onSubmit={onSubmit as never} onReload={onReload} />);
    typeInto(input('name'), 'Gym');
    click(button('dialog.save'));
    await settle();
    click(button('dialog.stale.compare'));
    await settle();
    click(button('dialog.stale.keepMine'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    click(button('dialog.save'));
    await settle();
    expect(saved.at(-1)).toEqual({ name: 'Gym', room: 'A1', version: 2 });
  });

  it('hands an unexpected save failure to onFailure instead of repeating it in the form', async () => {
    closed = [];
    const broken = new ApiError({ status: 500, messageKey: 'error.unexpected', requestId: 'ab12' });
    const onFailure = vi.fn();
    view = mount(<Harness onSubmit={() => Promise.reject(broken)} onFailure={onFailure} />);
    typeInto(input('name'), 'Gym');
    click(button('dialog.save'));
    await settle();
    expect(onFailure).toHaveBeenCalledWith(broken);
    expect(dialog()!.textContent).not.toContain('error.unexpected');
    expect(input('name').value).toBe('Gym');
  });

  it('keeps the answers it gives itself (400 issues, a stale 409) from onFailure', async () => {
    closed = [];
    const refused = new ApiError({
      status: 400,
      messageKey: 'error.invalidInput',
      issues: [{ path: 'room', message: 'information-missing' }],
    });
    const stale = new ApiError({ status: 409, messageKey: 'error.staleVersion' });
    const answers = [refused, stale];
    const onFailure = vi.fn();
    view = mount(
      <Harness onSubmit={() => Promise.reject(answers.shift())} onFailure={onFailure} />,
    );
    typeInto(input('name'), 'Gym');
    click(button('dialog.save'));
    await settle();
    expect(dialog()!.textContent).toContain('information-missing');
    typeInto(input('room'), 'B7');
    click(button('dialog.save'));
    await settle();
    expect(dialog()!.textContent).toContain('error.staleVersion');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('shows an unexpected failure in the form when nobody reports it', async () => {
    closed = [];
    const broken = new ApiError({ status: 500, messageKey: 'error.unexpected' });
    view = mount(<Harness onSubmit={() => Promise.reject(broken)} />);
    typeInto(input('name'), 'Gym');
    click(button('dialog.save'));
    await settle();
    expect(dialog()!.textContent).toContain('error.unexpected');
  });
});
