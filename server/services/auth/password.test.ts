import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

// Each hash is deliberately slow (scrypt N=2^17, ~0.3 s alone): three of them beside the rest of
// the unit suite on 2 cores passed 5 s, so these tests get 30 s.
describe('password hashing', { timeout: 30_000 }, () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('kitebook-demo');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('kitebook-demo', hash)).toBe(true);
    expect(await verifyPassword('kitebook-demo ', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
