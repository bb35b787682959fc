import { describe, expect, it } from 'vitest';
import {
  candidateOf,
  decodeIndexes,
  encodeIndexes,
  joinUtilities,
  pruneElementRules,
  pruneVariables,
  sourceElements,
  rulesFor,
  sourceTokens,
  splitUtilities,
  UTILITIES_MARKER,
} from './split-css';

const css =
  '@layer theme{:host{--spacing:4px}}@layer base{*{margin:0}}@layer components;' +
  '@layer utilities{.flex{display:flex}.sm\\:flex-row{@container (width>=640px){flex-direction:row}}' +
  ':where(.space-y-4>:not(:last-child)){margin-block-start:16px}.\\32 xl\\:p-4{padding:16px}' +
  '@keyframes x{to{opacity:1}}}.kb-root{color:red}';

describe('splitUtilities', () => {
  it('keeps the frame and lists the utilities in order with their classes', () => {
    const { frame, rules } = splitUtilities(css);
    expect(frame).toBe(
      `@layer theme{:host{--spacing:4px}}@layer base{*{margin:0}}@layer components;@layer utilities{${UTILITIES_MARKER}}.kb-root{color:red}`,
    );
    expect(rules.map((rule) => rule.candidate)).toEqual([
      'flex',
      'sm:flex-row',
      'space-y-4',
      '2xl:p-4',
      null,
    ]);
  });

  it('splits an at-rule around several utilities into one rule per utility', () => {
    const grouped =
      '@layer utilities{@container (min-width:640px){.sm\\:flex{display:flex}.sm\\:hidden{display:none}}' +
      '@supports (color:red){.bg-x{color:red}}@keyframes y{to{opacity:1}}}';
    expect(splitUtilities(grouped).rules).toEqual([
      { candidate: 'sm:flex', text: '@container (min-width:640px){.sm\\:flex{display:flex}}' },
      { candidate: 'sm:hidden', text: '@container (min-width:640px){.sm\\:hidden{display:none}}' },
      { candidate: 'bg-x', text: '@supports (color:red){.bg-x{color:red}}' },
      { candidate: null, text: '@keyframes y{to{opacity:1}}' },
    ]);
  });

  it('joins any subset back in the original order', () => {
    const { frame, rules } = splitUtilities(css);
    const some = new Map([3, 0, 4, 1, 2].map((index) => [index, rules[index]!.text]));
    expect(joinUtilities(frame, some)).toBe(css);
  });
});

describe('rulesFor', () => {
  it('takes the utilities a source names, and those for no class always', () => {
    const { rules } = splitUtilities(css);
    const tokens = sourceTokens(`<div className={cn('flex', wide && "sm:flex-row")} />`);
    expect(rulesFor(rules, tokens)).toEqual([0, 1, 4]);
  });

  it('leaves comments out, but not a URL in a string', () => {
    const tokens = sourceTokens(
      `/** Keeps the row flex */\n// hidden until loaded\nconst a = 'https://x.test/ block'; // grid`,
    );
    expect([...tokens].filter((token) => /^(flex|hidden|grid|block)$/.test(token))).toEqual([
      'block',
    ]);
  });
});

describe('candidateOf', () => {
  it('reads escaped class names as sources write them', () => {
    expect(candidateOf('.w-\\[calc\\(100\\%-2px\\)\\]{width:1px}')).toBe('w-[calc(100%-2px)]');
    expect(candidateOf('.hover\\:bg-primary-700:hover{x:1}')).toBe('hover:bg-primary-700');
  });
});

describe('encodeIndexes', () => {
  it('round-trips ascending indexes as base-36 gaps', () => {
    expect(encodeIndexes([3, 4, 40])).toBe('3,1,10');
    expect(decodeIndexes(encodeIndexes([0, 7, 500, 501]))).toEqual([0, 7, 500, 501]);
    expect(decodeIndexes('')).toEqual([]);
  });
});

describe('pruneVariables', () => {
  const frame =
    '@layer properties{*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial;--tw-ring-shadow:0 0 #0000}::backdrop{--tw-shadow:0 0 #0000;--tw-blur:initial}}' +
    '@layer theme{:root,:host{--font-mono:ui-monospace;--default-mono-font-family:var(--font-mono);--color-red-50:#fef2f2;--spacing:4px}}' +
    '@layer base{code{font-family:var(--default-mono-font-family,monospace)}}@layer utilities{/*kb-utilities*/}';

  it('keeps the variables the rules or the frame read, also through another variable', () => {
    const rules = [
      '.shadow{box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}',
      '.p-4{padding:calc(var(--spacing)*4)}',
    ];
    expect(pruneVariables(frame, rules)).toBe(
      '@layer properties{*,:before{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000}::backdrop{--tw-shadow:0 0 #0000}}' +
        '@layer theme{:root,:host{--font-mono:ui-monospace;--default-mono-font-family:var(--font-mono);--spacing:4px}}' +
        '@layer base{code{font-family:var(--default-mono-font-family,monospace)}}@layer utilities{/*kb-utilities*/}',
    );
  });
});

describe('pruneElementRules', () => {
  const frame =
    '@layer base{*,:after{margin:0}abbr:where([title]){text-decoration:underline dotted}sub,sup{font-size:75%}sup{top:-.5em}' +
    'img,svg{display:block}:where(select:is([multiple])) optgroup{font-weight:bolder}@supports (x:y){::placeholder{color:red}}}.kb-root{color:red}';

  it('drops the rules for elements the sources never write', () => {
    const tags = sourceElements(`<div><sup>1</sup></div>; h('svg', { 'stroke-width': 2 })`);
    expect(pruneElementRules(frame, tags)).toBe(
      '@layer base{*,:after{margin:0}sub,sup{font-size:75%}sup{top:-.5em}img,svg{display:block}' +
        ':where(select:is([multiple])) optgroup{font-weight:bolder}@supports (x:y){::placeholder{color:red}}}.kb-root{color:red}',
    );
  });
});
