import { isAtOrBelow, pathOf } from './paths';

/**
 * The paths a visitor may open without signing in (spec 000 §6 "Route guard"). An entry ending
 * in `/*` admits every path below it but not the path itself, as the spec lists `/event` and
 * `/event/*` apart; `/user-manual` itself therefore needs a sign-in, its manuals do not.
 */
export const OPEN_PATHS = [
  '/login',
  '/imprint',
  '/signup',
  '/signup/confirm',
  '/event',
  '/event/*',
  '/public',
  '/public/*',
  '/service',
  '/service/*',
  '/error',
  '/password/forgot',
  '/password/reset',
  '/user-manual/*',
  '/maintenance',
] as const;

/** Whether `fullPath` (path, optionally with query) is open without sign-in. */
export function isOpenPath(fullPath: string): boolean {
  const path = pathOf(fullPath);
  return OPEN_PATHS.some((open) =>
    open.endsWith('/*') ? path.startsWith(open.slice(0, -1)) : path === open,
  );
}

/** Whether `fullPath` shows public content: the `/public` pages, open to all and embeddable. */
export function isPublicPagePath(fullPath: string): boolean {
  return isAtOrBelow(pathOf(fullPath), '/public');
}
