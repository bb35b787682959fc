// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventInstructorRef } from '../../../shared/model/event-record';
import { click, mount, typeInto } from '../../../shared/ui/form/test-harness';
import { InstructorPicker } from './instructor-picker';

const OPTIONS: EventInstructorRef[] = [
  { id: 1, name: 'Anna Berg' },
  { id: 2, name: 'Ben Adler' },
  { id: 3, name: 'Carla Bergmann' },
];

let chosen: EventInstructorRef[];
let view: ReturnType<typeof mount>;

function Harness() {
  const [value, setValue] = useState<EventInstructorRef[]>([]);
  chosen = value;
  return (
    <InstructorPicker
      id="pick"
      label="Instructors"
      options={OPTIONS}
      value={value}
      onChange={setValue}
    />
  );
}

const input = () => document.querySelector<HTMLInputElement>('#pick')!;
const options = () => [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);
const key = (name: string) =>
  act(() => {
    input().dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
    );
  });

afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
});

describe('InstructorPicker', () => {
  it('filters by the typed text, moves with the arrows and picks with Enter', () => {
    view = mount(<Harness />);
    typeInto(input(), 'berg');
    expect(options()).toEqual(['Anna Berg', 'Carla Bergmann']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    key('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toMatch(/-1$/);
    key('Enter');
    expect(chosen.map((item) => item.name)).toEqual(['Carla Bergmann']);
    expect(input().value).toBe('');
  });

  it('leaves chosen ones out of the list, removes by button and by Backspace, closes on Escape', () => {
    view = mount(<Harness />);
    typeInto(input(), 'a');
    key('Enter');
    expect(chosen.map((item) => item.id)).toEqual([1]);
    expect(options()).not.toContain('Anna Berg');
    key('Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    typeInto(input(), 'ben');
    key('Enter');
    expect(chosen.map((item) => item.id)).toEqual([1, 2]);
    key('Backspace');
    expect(chosen.map((item) => item.id)).toEqual([1]);
    click(document.querySelector('button[aria-label]')!);
    expect(chosen).toEqual([]);
  });
});
