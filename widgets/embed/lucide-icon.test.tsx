// @vitest-environment node
import { Clock } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon';

const clock = {
  name: 'clock',
  node: [
    ['circle', { cx: '12', cy: '12', r: '10', key: 'a' }],
    ['path', { d: 'M12 6v6l4 2', key: 'b' }],
  ] as Array<[string, Record<string, string>]>,
};
const SmallClock = createLucideIcon(clock);

describe('createLucideIcon of the widget build', () => {
  it('draws what lucide-react draws for the props our components pass', () => {
    const ours = renderToStaticMarkup(<SmallClock aria-hidden="true" className="size-4" />);
    const theirs = renderToStaticMarkup(<Clock aria-hidden="true" className="size-4" />);
    expect(ours).toBe(theirs);
  });

  it('hides an icon without a name from screen readers', () => {
    expect(renderToStaticMarkup(<SmallClock />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<SmallClock aria-label="Time" />)).not.toContain('aria-hidden');
  });
});
