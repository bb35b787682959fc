// @vitest-environment jsdom
import { act } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { Field, FieldError, FieldLabel } from './field';
import { Input } from '../input';
import { useForm } from './use-form';
import type { FormOptions, FormState } from './use-form';
import { click, mount, settle, typeInto } from './test-harness';

const schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('!.rules.name')),
  room: v.pipe(v.string(), v.nonEmpty('!.rules.room')),
});
type Values = { name: string; room: string; version: number };
type Options = FormOptions<Values, v.InferOutput<typeof schema>, 'name' | 'room'>;

let form: FormState<Values, v.InferOutput<typeof schema>, 'name' | 'room'>;
let view: ReturnType<typeof mount>;

function Harness(options: Partial<Options>) {
  form = useForm<Values, v.InferOutput<typeof schema>, 'name' | 'room'>({
    initial: { name: 'Hall', room: '', version: 1 },
    schema,
    idPrefix: 'loc',
    onSubmit: () => undefined,
    ...options,
  });
  // Room first in the document: focus follows the page, not the order of the issues.
  return (
    <form onSubmit={(event) => void form.submit(event)}>
      {(['room', 'name'] as const).map((field) => (
        <Field key={field} id={form.idOf(field)} error={form.errors[field] ?? null}>
          <FieldLabel>{field}</FieldLabel>
          <Input
            value={form.values[field]}
            onChange={(event) => form.setValue(field, event.currentTarget.value)}
            onBlur={() => form.touch(field)}
          />
          <FieldError />
        </Field>
      ))}
      <button type="submit">save</button>
    </form>
  );
}

const input = (field: string) => view.container.querySelector<HTMLInputElement>(`#loc-${field}`)!;
const submitButton = () => view.container.querySelector('button')!;

afterEach(() => view.unmount());

describe('useForm', () => {
  it('shows a rule once its field was left, and all of them after a submit', () => {
    view = mount(<Harness />);
    typeInto(input('name'), '');
    expect(form.errors).toEqual({});
    act(() => form.touch('name'));
    expect(form.errors).toEqual({ name: '!.rules.name' });
    click(submitButton());
    expect(form.errors).toEqual({ name: '!.rules.name', room: '!.rules.room' });
    expect(form.invalid).toBe(true);
    expect(input('room').getAttribute('aria-invalid')).toBe('true');
    expect(input('room').getAttribute('aria-describedby')).toBe('loc-room-error');
  });

  it('focuses the first wrong field in document order and calls onInvalid', () => {
    const onInvalid = vi.fn();
    const onSubmit = vi.fn();
    view = mount(<Harness onInvalid={onInvalid} onSubmit={onSubmit} />);
    typeInto(input('name'), '');
    click(submitButton());
    expect(document.activeElement).toBe(input('room'));
    expect(onInvalid).toHaveBeenCalledWith({ name: '!.rules.name', room: '!.rules.room' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tracks dirty fields against the loaded record', () => {
    view = mount(<Harness />);
    expect(form.dirty).toBe(false);
    typeInto(input('room'), 'A1');
    expect(form.dirty).toBe(true);
    expect(form.dirtyFields).toEqual(['room']);
    typeInto(input('room'), '');
    expect(form.dirty).toBe(false);
  });

  it('is submitting while the save runs, and clean on the stored values after', async () => {
    let finish!: (values: Values) => void;
    const onSubmit = vi.fn(() => new Promise<Values>((resolve) => (finish = resolve)));
    view = mount(<Harness onSubmit={onSubmit} />);
    typeInto(input('room'), 'A1');
    click(submitButton());
    expect(form.submitting).toBe(true);
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Hall', room: 'A1' },
      { name: 'Hall', room: 'A1', version: 1 },
    );
    click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish({ name: 'Hall', room: 'A1', version: 2 }));
    expect(form.submitting).toBe(false);
    expect(form.dirty).toBe(false);
    expect(form.baseline.version).toBe(2);
  });

  it("puts the server's 400 issues on their fields until the field changes", async () => {
    const onError = vi.fn();
    const refused = new ApiError({
      status: 400,
      messageKey: 'error.invalidInput',
      issues: [{ path: 'name', message: 'locations.nameTaken', values: { name: 'Hall' } }],
    } as never);
    view = mount(<Harness onSubmit={() => Promise.reject(refused)} onError={onError} />);
    typeInto(input('room'), 'A1');
    click(submitButton());
    await settle();
    expect(form.errors).toEqual({ name: 'locations.nameTaken' });
    expect(form.errorValues).toEqual({ name: { name: 'Hall' } });
    expect(document.activeElement).toBe(input('name'));
    expect(onError).toHaveBeenCalledWith(refused, 'error.invalidInput');
    typeInto(input('name'), 'Gym');
    expect(form.errors).toEqual({});
    expect(form.errorValues).toEqual({});
  });

  it('keeps what was typed on a stale save (409) and reset() takes the current record', async () => {
    const stale = new ApiError({ status: 409, messageKey: 'error.staleVersion' });
    view = mount(<Harness onSubmit={() => Promise.reject(stale)} />);
    typeInto(input('room'), 'A1');
    click(submitButton());
    await settle();
    expect(form.stale).toBe(true);
    expect(form.values.room).toBe('A1');
    expect(form.formError).toBe('error.staleVersion');
    act(() => form.reset({ name: 'Hall 2', room: 'B', version: 2 }));
    expect(form.stale).toBe(false);
    expect(form.values).toEqual({ name: 'Hall 2', room: 'B', version: 2 });
    expect(form.dirty).toBe(false);
  });
});
