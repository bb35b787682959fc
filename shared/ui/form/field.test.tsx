// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../text-field';
import { mount } from './test-harness';

let view: ReturnType<typeof mount>;
afterEach(() => view.unmount());

describe('Field parts (through TextField)', () => {
  it('ties label, hint and error to the input, and counts characters', () => {
    view = mount(
      <TextField
        id="name"
        label="Name"
        value="abcd"
        counter={3}
        hint="As on the door"
        error="Too long"
      />,
    );
    const input = view.container.querySelector('input')!;
    expect(view.container.querySelector('label')!.htmlFor).toBe('name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')!.split(' ').sort()).toEqual([
      'name-error',
      'name-hint',
    ]);
    expect(view.container.querySelector('#name-error')!.textContent).toBe('Too long');
    const counter = view.container.querySelector('[aria-hidden="true"]')!;
    expect(counter.textContent).toBe('4 / 3');
    expect(counter.className).toContain('text-red-700');
  });

  it('describes nothing without hint or error', () => {
    view = mount(<TextField id="room" label="Room" value="" />);
    const input = view.container.querySelector('input')!;
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
