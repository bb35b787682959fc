import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('drops falsy parts and lets the caller override a variant class', () => {
    const hidden = false;
    expect(cn('px-4 bg-primary', hidden && 'hidden', 'bg-red-600')).toBe('px-4 bg-red-600');
  });

  it('replaces a class of the same group and keeps the others in place', () => {
    expect(cn('inline-flex h-10 px-4 text-sm', 'h-8 px-3')).toBe('inline-flex text-sm h-8 px-3');
    expect(cn('flex flex-col gap-1', 'hidden')).toBe('flex-col gap-1 hidden');
    expect(cn('relative', 'absolute')).toBe('absolute');
    expect(cn('h-10', 'h-[37px]')).toBe('h-[37px]');
    expect(cn('-mt-1', 'mt-2')).toBe('mt-2');
  });

  it('tells sizes, weights, widths and directions from colours', () => {
    expect(cn('text-sm text-gray-700', 'text-primary-700')).toBe('text-sm text-primary-700');
    expect(cn('text-sm text-gray-700', 'text-lg')).toBe('text-gray-700 text-lg');
    expect(cn('font-medium', 'font-semibold')).toBe('font-semibold');
    expect(cn('border border-gray-200', 'border-red-600')).toBe('border border-red-600');
    expect(cn('ring-2 ring-primary-500 ring-offset-2', 'ring-0')).toBe(
      'ring-primary-500 ring-offset-2 ring-0',
    );
    expect(cn('flex flex-col flex-wrap', 'flex-row')).toBe('flex flex-wrap flex-row');
    expect(cn('shadow-sm shadow-black', 'shadow-none')).toBe('shadow-black shadow-none');
    expect(cn('rounded', 'rounded-lg rounded-t-none')).toBe('rounded-lg rounded-t-none');
  });

  it('keeps variants apart', () => {
    expect(cn('px-2 sm:px-4 hover:bg-gray-100', 'sm:px-6 bg-white')).toBe(
      'px-2 hover:bg-gray-100 sm:px-6 bg-white',
    );
  });

  it('leaves our own and arbitrary classes alone', () => {
    expect(cn('kb-root kb-layer', 'kb-root')).toBe('kb-layer kb-root');
    expect(cn('[mask-type:alpha]', 'p-2')).toBe('[mask-type:alpha] p-2');
  });
});
