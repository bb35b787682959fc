import { describe, expect, it } from 'vitest';
import { isIssuerAddress } from './issuer-address';

describe('isIssuerAddress', () => {
  it('takes https addresses and http on this machine only', () => {
    expect(isIssuerAddress('https://login.school.example/realms/staff')).toBe(true);
    expect(isIssuerAddress('http://localhost:4000')).toBe(true);
    expect(isIssuerAddress('http://127.0.0.1:9000/oidc')).toBe(true);
    expect(isIssuerAddress('http://[::1]:9000')).toBe(true);
    expect(isIssuerAddress('http://login.school.example')).toBe(false);
    expect(isIssuerAddress('http://localhost.evil.example')).toBe(false);
  });

  it('refuses what is no issuer', () => {
    for (const text of ['', 'login.school.example', 'ftp://x.example', 'javascript:alert(1)'])
      expect(isIssuerAddress(text)).toBe(false);
    expect(isIssuerAddress('https://login.school.example/?tenant=1')).toBe(false);
    expect(isIssuerAddress('https://login.school.example/#a')).toBe(false);
    expect(isIssuerAddress(' https://login.school.example')).toBe(false);
  });
});
