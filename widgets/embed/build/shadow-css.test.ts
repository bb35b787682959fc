import { describe, expect, it } from 'vitest';
import {
  remToPx,
  shadowCss,
  srgbTheme,
  unwrapPropertyFallbacks,
  widthMediaToContainer,
} from './shadow-css';

describe('remToPx', () => {
  it('converts rem lengths in values at 16 px', () => {
    expect(remToPx('.p-4{padding:1rem}.m{margin:-.5rem 0.25rem}')).toBe(
      '.p-4{padding:16px}.m{margin:-8px 4px}',
    );
    expect(remToPx('.h{max-height:calc(100dvh - 2rem)}')).toBe(
      '.h{max-height:calc(100dvh - 32px)}',
    );
    expect(remToPx(':root{--spacing:.25rem;--text-sm:0.875rem}')).toBe(
      ':root{--spacing:4px;--text-sm:14px}',
    );
    expect(remToPx('@media (width>=40rem){a{b:c}}')).toBe('@media (width>=640px){a{b:c}}');
  });

  it('leaves escaped class names alone', () => {
    const css = '.max-h-\\[calc\\(100dvh-2rem\\)\\]{x:1}.w-\\[10rem\\]{width:10rem}';
    expect(remToPx(css)).toBe('.max-h-\\[calc\\(100dvh-2rem\\)\\]{x:1}.w-\\[10rem\\]{width:160px}');
  });
});

describe('unwrapPropertyFallbacks', () => {
  const tailwind =
    '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){' +
    '*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000}}}' +
    '.shadow{box-shadow:var(--tw-shadow)}' +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';

  it('keeps the initial values unconditionally and drops the @property rules', () => {
    expect(unwrapPropertyFallbacks(tailwind)).toBe(
      '@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000}}' +
        '.shadow{box-shadow:var(--tw-shadow)}',
    );
  });

  it('changes nothing in CSS without the fallback', () => {
    expect(unwrapPropertyFallbacks('.a{color:red}')).toBe('.a{color:red}');
  });

  it('runs both fixes', () => {
    expect(shadowCss('@layer properties{@supports (x){*{--tw-x:0}}}.p{padding:1rem}')).toBe(
      '@layer properties{*{--tw-x:0}}.p{padding:16px}',
    );
  });
});

describe('widthMediaToContainer', () => {
  it('turns width breakpoints into container queries and leaves other media queries', () => {
    const css =
      '@media (width >= 40rem) { .sm\\:flex { display: flex } }\n' +
      '@media (min-width: 640px) and (max-width: 767px) { .a { color: red } }\n' +
      '@media (prefers-reduced-motion: reduce) { .b { animation: none } }\n' +
      '@media (hover: hover) { .c:hover { color: blue } }';
    expect(widthMediaToContainer(css)).toBe(
      '@container (width >= 40rem) { .sm\\:flex { display: flex } }\n' +
        '@container (min-width: 640px) and (max-width: 767px) { .a { color: red } }\n' +
        '@media (prefers-reduced-motion: reduce) { .b { animation: none } }\n' +
        '@media (hover: hover) { .c:hover { color: blue } }',
    );
  });
});

describe('srgbTheme', () => {
  it("drops the theme's lab() copy and keeps the hex colours and other @supports", () => {
    const css =
      '@layer theme{:root,:host{--color-red-50:#fef2f2}@supports (color:lab(0% 0 0)){:root,:host{--color-red-50:lab(96.5% 4.2 1.5)}}}' +
      '@supports (color:color-mix(in lab, red, red)){.a{color:red}}';
    expect(srgbTheme(css)).toBe(
      '@layer theme{:root,:host{--color-red-50:#fef2f2}}@supports (color:color-mix(in lab, red, red)){.a{color:red}}',
    );
  });
});
