import { describe, expect, it } from 'vitest';
import { firstMessage } from './test-support';
import { isWebAddress, webAddressOrNull, webAddressSchema } from './url';

const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example',
  '/relative/path',
  'https://',
  'https:// example.org',
  'https://exa\u0000mple.org',
  'http:/\\evil.example',
];

describe('isWebAddress', () => {
  it.each(['https://example.org', 'http://example.org/a?b=c#d', 'HTTPS://Example.org/Ä'])(
    'takes %j',
    (text) => expect(isWebAddress(text)).toBe(true),
  );

  it.each(REFUSED)('refuses %j', (text) => expect(isWebAddress(text)).toBe(false));
});

describe('webAddressSchema', () => {
  it('trims, allows empty and reports the rule’s key otherwise', () => {
    expect(firstMessage(webAddressSchema, '')).toBeNull();
    expect(firstMessage(webAddressSchema, '  https://example.org  ')).toBeNull();
    expect(firstMessage(webAddressSchema, ' javascript:alert(1)')).toBe('shared.rules.web-address');
  });
});

describe('webAddressOrNull', () => {
  it('hands out web addresses only', () => {
    expect(webAddressOrNull('https://example.org')).toBe('https://example.org');
    expect(webAddressOrNull('javascript:alert(1)')).toBeNull();
    expect(webAddressOrNull('')).toBeNull();
    expect(webAddressOrNull(null)).toBeNull();
  });
});
