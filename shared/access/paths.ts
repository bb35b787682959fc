/** The path part of `fullPath`, without query or hash, and without a trailing slash. */
export function pathOf(fullPath: string): string {
  const path = fullPath.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';
}

/**
 * Whether `path` is `base` or lies below it. Segment-wise, so `/participantPerson` is not
 * below `/participant`.
 */
export function isAtOrBelow(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}
