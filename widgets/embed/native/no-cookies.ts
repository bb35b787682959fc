/**
 * `shared/state/cookies.ts` for the widget build (vite.widgets.config.ts swaps it in): a widget
 * on a partner's page never reads or writes the page's cookies (its session lives under one key
 * of localStorage, widget-session.ts), so the cookie code stays out of every first paint.
 */
export type { CookieOptions } from '../../../shared/state/cookies';

export const serializeCookie = (): string => '';
export const parseCookie = (): string | null => null;
export const readCookie = (): string | null => null;
export const writeCookie = (): void => {};
export const deleteCookie = (): void => {};
