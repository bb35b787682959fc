import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../shared/model/limits';
import { pictureIssue } from './event-image-input';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('pictureIssue (spec 002 §5, §9)', () => {
  it('takes a PNG by its bytes, whatever the file claims to be', async () => {
    expect(await pictureIssue(new Blob([new Uint8Array(PNG_HEAD)], { type: 'text/plain' }))).toBe(
      null,
    );
  });

  it('refuses a page or an SVG named like a picture', async () => {
    const svg = new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' });
    expect(await pictureIssue(svg)).toBe('event.imageType');
  });

  it('refuses 2,000,000 bytes and more', async () => {
    const big = new Blob([new Uint8Array(PNG_HEAD), new Uint8Array(MAX_IMAGE_BYTES)]);
    expect(await pictureIssue(big)).toBe('event.imageTooLarge');
  });
});
