import { signal } from './signals';
import type { MessageId } from '../model/message-ids';

/**
 * A failure that takes the whole page (spec 000 §2 "Error page", §8): the configuration or the
 * pseudo-constants could not be loaded, or a page crashed. `status` 504 shows the
 * backend-unavailable text whatever the key.
 */
export interface AppFailure {
  /** A catalog id. */
  messageKey: MessageId;
  /** The HTTP status when an API call failed. */
  status?: number;
  /** A global failure concerns the whole app; others concern one page. */
  global: boolean;
  /** Offer "Reload page" (global failures, unless reloading cannot help). */
  suggestReload: boolean;
  /** The report signature to quote (spec 002 §8), for a long-term fatal backend error. */
  signature?: string;
}

/** The failure on show in place of the page; null while all is well. */
export const appFailure = signal<AppFailure | null>(null);

/**
 * Shows the error page for `failure` in place of the current page. The address stays, so
 * "Reload page" retries exactly what failed.
 */
export function raiseAppFailure(failure: AppFailure): void {
  appFailure.value = failure;
}

/** Leaves the error page, e.g. when the user navigates elsewhere. */
export function clearAppFailure(): void {
  appFailure.value = null;
}
