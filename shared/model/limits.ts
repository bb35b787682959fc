/** Business constants of spec 000 §9 and 002 §9. */
export const MAX_TEXT = 255;
export const MAX_IMAGE_BYTES = 2_000_000;
export const SNACKBAR_TIMEOUT_MS = 8000;
export const EXISTENCE_CHECK_DEBOUNCE_MS = 400;
export const LOCALE_COOKIE_DAYS = 365;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const RETRY_DELAY_START_MS = 1000;
/** How often a 504 answer is tried in all, the first try included. */
export const MAX_TRIES_ON_504 = 5;
export const DATE_PICKER_MIN = '1950-01-01';
