// @vitest-environment jsdom
import { Clock } from 'lucide-react';
import { act } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
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

/** The markup `node` renders to. */
function markup(node: ReactNode): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(node));
  const html = container.innerHTML;
  act(() => root.unmount());
  return html;
}

describe('createLucideIcon of the widget build', () => {
  it('draws what lucide-react draws for the props our components pass', () => {
    const ours = markup(<SmallClock aria-hidden="true" className="size-4" />);
    expect(ours).toBe(markup(<Clock aria-hidden="true" className="size-4" />));
  });

  it('hides an icon without a name from screen readers', () => {
    expect(markup(<SmallClock />)).toContain('aria-hidden="true"');
    expect(markup(<SmallClock aria-label="Time" />)).not.toContain('aria-hidden');
  });
});
