import { isApiError } from '../../shared/api/api-error';
import { reportSignature } from '../../shared/api/report-signature';
import { BACKEND_ERROR_CODES, ERROR_KEYS } from '../../shared/model/errors';
import { raiseAppFailure, type AppFailure } from '../../shared/state/app-failure';
import { showSnackbar } from '../../shared/state/snackbar';
import type { MessageId } from '../../shared/model/message-ids';

/** Catalog id of the global error when the configuration cannot be loaded (spec 000 §8). */
export const CONFIGURATION_ERROR = 'configurationError';
/** Catalog id of the error page when the pseudo-constants cannot be loaded (spec 000 §6). */
export const PSEUDO_CONSTANTS_ERROR = 'error.pseudoConstants';

/**
 * Shows the global error page for a load that failed: `messageKey` names what could not be
 * loaded, the API error's status decides whether the backend is unavailable (504).
 */
export function raiseLoadFailure(error: unknown, messageKey: MessageId): void {
  raiseAppFailure({
    messageKey,
    status: isApiError(error) ? error.status : undefined,
    global: true,
    suggestReload: true,
  });
}

/** What the office does with a failed call (spec 002 §8); see {@link failureOutcome}. */
export type FailureOutcome =
  | { kind: 'page'; failure: AppFailure }
  | { kind: 'snackbar'; messageKey: MessageId; signature?: string; notFound: boolean }
  | { kind: 'none' };

/**
 * The office's answer to a backend error of a process (a load, a save) that the screen does not
 * handle itself (its 400 issues, its 409):
 * - 538721 (long-term fatal): the error page with the process's context message and a signature;
 * - 504 after the client's retries: the error page "backend unavailable";
 * - no answer: the snackbar `error.networkIssue`;
 * - 401: nothing more (the client has logged out already);
 * - anything else: a snackbar with the process message and a signature carrying 823419, whose
 *   flag is 1 when the request was valid but its resource was not found (`notFound`: the screen
 *   may reload, the record is gone).
 */
export function failureOutcome(
  error: unknown,
  processKey: MessageId,
  now: Date = new Date(),
): FailureOutcome {
  if (isApiError(error, 401)) return { kind: 'none' };
  if (isApiError(error, 0)) {
    return { kind: 'snackbar', messageKey: ERROR_KEYS.networkIssue, notFound: false };
  }
  if (isApiError(error) && error.backendErrorCode === BACKEND_ERROR_CODES.longTermFatal) {
    return {
      kind: 'page',
      failure: {
        messageKey: processKey,
        status: error.status,
        global: true,
        // Reloading cannot heal a schema that does not fit; the start page is the way on.
        suggestReload: false,
        signature: reportSignature(error, now),
      },
    };
  }
  if (isApiError(error, 504)) {
    return {
      kind: 'page',
      failure: { messageKey: processKey, status: 504, global: true, suggestReload: true },
    };
  }
  const answer = isApiError(error) ? error : {};
  return {
    kind: 'snackbar',
    messageKey: processKey,
    // A reportable error carries 823419 whatever code came with it.
    signature: reportSignature({ ...answer, backendErrorCode: undefined }, now),
    notFound: isApiError(error) && error.requestValidButResourceNotFound,
  };
}

/**
 * Shows a failed process the office way: `reportFailure(error, 'location.loadFailed')`.
 * Answers the outcome, so a screen can reload its list when the record was not found.
 */
export function reportFailure(error: unknown, processKey: MessageId): FailureOutcome {
  const outcome = failureOutcome(error, processKey);
  if (outcome.kind === 'page') raiseAppFailure(outcome.failure);
  if (outcome.kind === 'snackbar') {
    showSnackbar(outcome.messageKey, {
      kind: 'error',
      signature: outcome.signature,
      // A signature stays until closed, so it can be copied or read out.
      persistent: outcome.signature !== undefined,
    });
  }
  return outcome;
}
