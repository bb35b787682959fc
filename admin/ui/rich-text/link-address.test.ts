import { describe, expect, it } from 'vitest';
import { isLinkAddress } from './link-address';

describe('isLinkAddress', () => {
  it.each([
    'https://example.org/path?q=1',
    'http://example.org',
    'mailto:office@example.org',
    'MAILTO:office@example.org?subject=Hello',
    'tel:+49 89 123456',
    'tel:089/123-456',
  ])('keeps %s', (text) => expect(isLinkAddress(text)).toBe(true));

  it.each([
    '',
    'example.org',
    '/relative/path',
    'javascript:alert(1)',
    ' https://example.org',
    'data:text/html,<b>x</b>',
    'mailto:nobody',
    'tel:12',
    'tel:call-me',
    'ftp://example.org',
  ])('refuses %j', (text) => expect(isLinkAddress(text)).toBe(false));
});
