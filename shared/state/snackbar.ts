import { SNACKBAR_TIMEOUT_MS } from '../model/limits';
import { signal } from './signals';
import type { MessageId } from '../model/message-ids';

/** Green for success, red for failure (spec 000 §2), neutral for information. */
export type SnackbarKind = 'success' | 'error' | 'info';

/** The message on show; `messageKey` is a catalog id. */
export interface SnackbarMessage {
  id: number;
  messageKey: MessageId;
  values?: Record<string, unknown>;
  kind: SnackbarKind;
  persistent: boolean;
  /** A report signature shown under the message (spec 002 §8), to quote to support. */
  signature?: string;
}

/** Options of {@link showSnackbar}. */
export interface ShowSnackbarOptions {
  kind?: SnackbarKind;
  values?: Record<string, unknown>;
  /** A persistent message stays until closed. */
  persistent?: boolean;
  timeoutMs?: number;
  signature?: string;
}

/** The snackbar's message; null while hidden. */
export const snackbar = signal<SnackbarMessage | null>(null);

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows `messageKey`, replacing any message on show; it hides after 8 s unless persistent. */
export function showSnackbar(messageKey: MessageId, options: ShowSnackbarOptions = {}): void {
  const {
    kind = 'info',
    values,
    persistent = false,
    timeoutMs = SNACKBAR_TIMEOUT_MS,
    signature,
  } = options;
  clearTimeout(hideTimer);
  const message: SnackbarMessage = { id: nextId++, messageKey, values, kind, persistent };
  if (signature) message.signature = signature;
  snackbar.value = message;
  if (!persistent) {
    hideTimer = setTimeout(() => {
      if (snackbar.value?.id === message.id) snackbar.value = null;
    }, timeoutMs);
  }
}

/** Hides the snackbar at once. */
export function hideSnackbar(): void {
  clearTimeout(hideTimer);
  snackbar.value = null;
}
