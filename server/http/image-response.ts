import type { Context } from 'hono';
import type { DetectedImage } from '../services/image/detect-image-type';
import type { AppEnv } from './env';

/**
 * Pictures are served from the portal's origin, so an answer a browser treated as a document
 * could run script there. nosniff keeps the browser to the detected type, and the sandboxing CSP
 * leaves a document opened from here without script, plugins or same-origin rights anyway.
 */
export const IMAGE_CSP = "default-src 'none'; sandbox";

/** The answer for a picture, with the headers that keep it a picture. */
export function imageResponse(c: Context<AppEnv>, image: DetectedImage): Response {
  c.header('Content-Type', image.type);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', IMAGE_CSP);
  c.header('Content-Disposition', 'inline');
  // Widgets on partner sites show pictures from the portal's origin in <img> elements.
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  return c.body(image.content as Uint8Array<ArrayBuffer>);
}
