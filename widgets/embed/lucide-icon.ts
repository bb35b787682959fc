import { createElement, forwardRef } from 'react';
import type { SVGProps } from 'react';

/** One lucide icon as lucide-react 1.x describes it in `icons/<name>.mjs`. */
interface IconData {
  name?: string;
  node: Array<[string, Record<string, string>]>;
}

type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/**
 * lucide-react's `createLucideIcon` for the widget build (vite.widgets.config.ts swaps it in
 * for the icons' own import): the same `<svg class="lucide lucide-<name> …">` for the props our
 * components pass (`className`, `aria-*`, `size`, `color`, `strokeWidth`), without the
 * context provider, absolute stroke widths and attribute mapping of lucide's renderer (about
 * 2 KB gzip of every widget's first paint). Without an accessible name or `aria-hidden` given,
 * the icon is hidden from screen readers, as lucide does it.
 */
export default function createLucideIcon(icon: IconData) {
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { size = 24, color = 'currentColor', strokeWidth = 2, className, children, ...rest },
    ref,
  ) {
    const named = Object.keys(rest).some((key) => key.startsWith('aria-') || key === 'role');
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        // The DOM's names: the first paint renders without preact/compat (native/react.ts).
        'stroke-width': strokeWidth,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        class: ['lucide', icon.name && `lucide-${icon.name}`, className].filter(Boolean).join(' '),
        ...(named || children ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
