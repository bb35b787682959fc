import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('keeps http and https links', () => {
    expect(safeHref('https://childminding.example.org/register')).toBe(
      'https://childminding.example.org/register',
    );
    expect(safeHref(' http://example.org ')).toBe('http://example.org');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    ' \tjavascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '',
    null,
    undefined,
  ])('renders %j as no link', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });
});
