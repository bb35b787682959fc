import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';

/** Utilities without a dash that set `display` or `position`: a later one replaces an earlier. */
const DISPLAY = /^(block|inline(-block|-flex|-grid)?|flex|grid|hidden|contents|table)$/;
const POSITION = /^(static|fixed|absolute|relative|sticky)$/;
/** Values that make a `text-*` a size, a `font-*` a weight, a `flex-*` a direction… */
const KINDS: Record<string, [RegExp, string][]> = {
  text: [
    [/^(xs|sm|base|lg|\d?xl)$/, 'size'],
    [/^(left|center|right|justify|start|end)$/, 'align'],
    [/^(wrap|nowrap|balance|pretty|ellipsis|clip)$/, 'wrap'],
  ],
  font: [[/^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, 'weight']],
  flex: [
    [/^(row|col)/, 'direction'],
    [/wrap/, 'wrap'],
  ],
  shadow: [[/^(2?xs|sm|md|lg|2?xl|none|inner)?$/, 'size']],
};
/** `border`, `ring`, `outline`, `divide` (and their sides): a width, a style or a colour. */
const LINE = /^(border|ring|outline|divide)/;
const LINE_KINDS: [RegExp, string][] = [
  [/^(\d*|px)$/, 'width'],
  [/^(solid|dashed|dotted|double|none|hidden)$/, 'style'],
];

/**
 * The conflict group of one class: its variants (`sm:hover:`) plus what it sets, so `px-4` and
 * `px-2` collide while `text-sm` and `text-gray-700` (size and colour) do not. Covers the
 * utilities this codebase passes to `cn`; anything unknown collides only with itself.
 */
function conflictGroup(name: string): string {
  const variantEnd = name.lastIndexOf(':') + 1;
  const variants = name.slice(0, variantEnd);
  const utility = name.slice(variantEnd).replace(/^[!-]/, '');
  if (DISPLAY.test(utility)) return `${variants}display`;
  if (POSITION.test(utility)) return `${variants}position`;
  const match = /^([a-z]+(?:-(?:[xytrblse]|cols|rows|span|offset|h|w))?)(?:-(.+))?$/.exec(utility);
  // Our own classes (kb-root…) and arbitrary properties (`[mask-type:alpha]`) only replace themselves.
  if (!match || utility.startsWith('kb-')) return name;
  const [, base, value = ''] = match as unknown as [string, string, string?];
  const kinds = LINE.test(base) ? LINE_KINDS : (KINDS[base] ?? []);
  const kind = kinds.find(([pattern]) => pattern.test(value))?.[1];
  // A text, font, line or shadow value of no listed kind is a colour (or a family).
  return `${variants}${base}:${kind ?? (kinds.length ? 'other' : '')}`;
}

/**
 * Joins class names and lets a later Tailwind class win over a conflicting earlier one
 * (`cn('px-4 bg-primary', 'bg-red-600')` → `px-4 bg-red-600`), the part of tailwind-merge the
 * components need at a few hundred bytes instead of 8 KB gzip. Unlike tailwind-merge it does not
 * know that `p-2` covers an earlier `px-4`; pass the same utility to override.
 */
export function cn(...inputs: ClassValue[]): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  const names = clsx(inputs).split(' ');
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index]!;
    const group = conflictGroup(name);
    if (name && !seen.has(group)) kept.push(name);
    seen.add(group);
  }
  return kept.reverse().join(' ');
}
