import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, used where it is installed: Playwright's own browser download is blocked on
 * our machines. `KITEBOOK_CHROMIUM` names another binary, or a missing one to try without it.
 */
export const SYSTEM_CHROMIUM = process.env.KITEBOOK_CHROMIUM || '/usr/bin/chromium';

/** Flags for a sandboxless, offline Chromium (DESIGN §3: it otherwise calls Google's hosts). */
const SYSTEM_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How the browser tests start Chromium: the system's where there is one, else Playwright's. */
export function browserLaunchOptions(): LaunchOptions {
  return existsSync(SYSTEM_CHROMIUM)
    ? { executablePath: SYSTEM_CHROMIUM, args: SYSTEM_CHROMIUM_ARGS }
    : {};
}
