import { describe, expect, it } from 'vitest';
import { chooseEncoding, type Encoding } from './accept-encoding';

const BOTH: Encoding[] = ['br', 'gzip'];

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, among what the browser and the file both have', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', BOTH)).toBe('br');
    expect(chooseEncoding('gzip, deflate', BOTH)).toBe('gzip');
    expect(chooseEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
  });

  it('sends the file as it is without the header or with nothing it can use', () => {
    expect(chooseEncoding(undefined, BOTH)).toBeNull();
    expect(chooseEncoding('', BOTH)).toBeNull();
    expect(chooseEncoding('deflate, zstd', BOTH)).toBeNull();
    expect(chooseEncoding('identity', BOTH)).toBeNull();
  });

  it('respects q=0 and the weights', () => {
    expect(chooseEncoding('br;q=0, gzip', BOTH)).toBe('gzip');
    expect(chooseEncoding('br; q=0.0, gzip;q=0', BOTH)).toBeNull();
    expect(chooseEncoding('gzip;q=1.0, br;q=0.5', BOTH)).toBe('gzip');
    expect(chooseEncoding('BR;Q=0.9, GZIP;Q=0.8', BOTH)).toBe('br');
    expect(chooseEncoding('br;q=0.5', BOTH)).toBe('br');
    expect(chooseEncoding('identity;q=0', BOTH)).toBeNull();
  });

  it('reads * as every coding not named', () => {
    expect(chooseEncoding('*', BOTH)).toBe('br');
    expect(chooseEncoding('br;q=0, *', BOTH)).toBe('gzip');
    expect(chooseEncoding('*;q=0', BOTH)).toBeNull();
  });
});
