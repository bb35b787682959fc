import { isApiError } from '../../../../shared/api/api-error';
import type { MessageId } from '../../../../shared/model/message-ids';
import { showSnackbar } from '../../../../shared/state/snackbar';
import { reportFailure } from '../../../app/failures';

/**
 * A refused composer call said the spec's way (spec 002 §5, §8): a 400 names the rule in a
 * snackbar (with the invalid wildcards' names), a 409 the stale template; anything else is a
 * failure of the process.
 */
export function showComposerFailure(error: unknown, processKey: MessageId) {
  if (isApiError(error, 400) || isApiError(error, 409)) {
    const issue = error.issues[0];
    showSnackbar(issue?.message ?? error.messageKey, { kind: 'error', values: issue?.values });
    return;
  }
  reportFailure(error, processKey);
}
