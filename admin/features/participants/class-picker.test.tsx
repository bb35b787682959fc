// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../../shared/ui/form/test-harness';
import { ClassPicker } from './class-picker';
import { EMPTY_CLASS, type ClassValues } from './participant-values';

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());

function Picker({ initial }: { initial: ClassValues }) {
  const [value, setValue] = useState(initial);
  return <ClassPicker id="c" schoolYear="2026/27" value={value} onChange={setValue} />;
}

const select = (id: string) => document.querySelector<HTMLSelectElement>(`#${id}`)!;
const options = (id: string) => [...select(id).options].map((option) => option.value);
function choose(id: string, value: string) {
  act(() => {
    select(id).value = value;
    select(id).dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('ClassPicker', () => {
  it('offers only UNKNOWN as postfix for FR, ES and IT, and sets it', () => {
    view = mount(<Picker initial={{ grade: 'P2', language: 'EN', postfix: 'B' }} />);
    expect(options('c-postfix')).toEqual(['', 'A', 'B', 'C', 'D', 'UNKNOWN']);
    choose('c-language', 'FR');
    expect(options('c-postfix')).toEqual(['', 'UNKNOWN']);
    expect(select('c-postfix').value).toBe('UNKNOWN');
    choose('c-language', 'DE');
    expect(select('c-postfix').value).toBe('');
  });

  it('names its school year and starts empty', () => {
    view = mount(<Picker initial={EMPTY_CLASS} />);
    expect(document.querySelector('legend')!.textContent).toBe('participants.class.legend');
    expect([select('c').value, select('c-language').value, select('c-postfix').value]).toEqual([
      '',
      '',
      '',
    ]);
  });
});
