import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('detectImageType', () => {
  it('tells PNG, JPEG, WebP and GIF by their first bytes', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(detectImageType(ascii('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(detectImageType(ascii('GIF89a\u0001\u0000'))).toBe('image/gif');
    expect(detectImageType(ascii('GIF87a\u0001\u0000'))).toBe('image/gif');
  });

  it('refuses everything else: other RIFF files, SVG, HTML, a bare GIF prefix, empty input', () => {
    expect(detectImageType(ascii('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(detectImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(ascii('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(detectImageType(ascii('GIF8'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
