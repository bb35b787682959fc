import { describe, expect, it } from 'vitest';
import { defaultPoolSize, SPARE_CONNECTIONS } from './pool-size';

describe('defaultPoolSize', () => {
  const roomy = { maxConnections: 100, reserved: 3 };

  it('takes twice the cores plus one, at least 10', () => {
    expect(defaultPoolSize(roomy, 2)).toBe(10);
    expect(defaultPoolSize(roomy, 8)).toBe(17);
    expect(defaultPoolSize(roomy, 32)).toBe(65);
  });

  it('leaves the reserved slots and a few spare connections of the server free', () => {
    expect(defaultPoolSize(roomy, 64)).toBe(100 - 3 - SPARE_CONNECTIONS);
    expect(defaultPoolSize({ maxConnections: 15, reserved: 3 }, 2)).toBe(
      15 - 3 - SPARE_CONNECTIONS,
    );
    expect(defaultPoolSize({ maxConnections: 5, reserved: 3 }, 2)).toBe(1);
  });
});
