import { isApiError } from '../../shared/api/api-error';
import { raiseAppFailure } from '../../shared/state/app-failure';

/** Catalog id of the global error when the configuration cannot be loaded (spec 000 §8). */
export const CONFIGURATION_ERROR = 'configurationError';
/** Catalog id of the error page when the pseudo-constants cannot be loaded (spec 000 §6). */
export const PSEUDO_CONSTANTS_ERROR = 'error.pseudoConstants';

/**
 * Shows the global error page for a load that failed: `messageKey` names what could not be
 * loaded, the API error's status decides whether the backend is unavailable (504).
 */
export function raiseLoadFailure(error: unknown, messageKey: string): void {
  raiseAppFailure({
    messageKey,
    status: isApiError(error) ? error.status : undefined,
    global: true,
    suggestReload: true,
  });
}
