import { describe, expect, it } from 'vitest';
import { parseCookie, serializeCookie } from './cookies';

describe('serializeCookie', () => {
  it('writes the session cookie attributes of spec 000 §4', () => {
    expect(
      serializeCookie('jwt', 'a.b.c', { maxAgeSeconds: 3600.7, sameSite: 'None', secure: true }),
    ).toBe('jwt=a.b.c; path=/; SameSite=None; max-age=3600; Secure');
  });

  it('deletes with max-age 0 and encodes the value', () => {
    expect(serializeCookie('x', 'a b;c', { maxAgeSeconds: -5 })).toBe(
      'x=a%20b%3Bc; path=/; SameSite=Lax; max-age=0',
    );
  });
});

describe('parseCookie', () => {
  it('finds a cookie by exact name', () => {
    const header = 'jwt_old=1; jwt=a%20b; i18n_redirected=de';
    expect(parseCookie(header, 'jwt')).toBe('a b');
    expect(parseCookie(header, 'i18n_redirected')).toBe('de');
    expect(parseCookie(header, 'missing')).toBeNull();
  });
});
