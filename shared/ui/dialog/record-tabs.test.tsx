// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../form/test-harness';
import { RecordTabs } from './record-tabs';

let view: ReturnType<typeof mount>;
let select: (value: string) => void;

function Harness() {
  const [value, setValue] = useState('main');
  select = setValue;
  return (
    <RecordTabs
      value={value}
      onValueChange={setValue}
      tabs={[
        { value: 'main', label: 'Main', content: <p>main body</p> },
        { value: 'other', label: 'Other', content: <p>other body</p> },
        { value: 'history', label: 'History', content: <p>history body</p>, lazy: true },
      ]}
    />
  );
}

afterEach(() => view.unmount());

describe('RecordTabs', () => {
  it('keeps every tab mounted, and renders a lazy one from its first showing on', () => {
    view = mount(<Harness />);
    const text = () => view.container.textContent;
    expect(text()).toContain('other body');
    expect(text()).not.toContain('history body');
    act(() => select('history'));
    expect(text()).toContain('history body');
    act(() => select('main'));
    expect(text()).toContain('history body');
  });
});
