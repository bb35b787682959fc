import { useEffect } from 'react';
import { isApiError } from '../../shared/api/api-error';
import { getPseudoConstants } from '../../shared/api/config';
import { pseudoConstants } from '../../shared/state/config';
import { currentUser } from '../../shared/state/session';
import { useSignals } from '../../shared/state/signals';
import { apiClient } from './api-client';
import { PSEUDO_CONSTANTS_ERROR, raiseLoadFailure } from './failures';

/**
 * Loads the pseudo-constants once a user is signed in (logout clears them). Screens rely on
 * them, so a failure raises the error page (spec 000 §6) — except a 401, which has ended the
 * session and sent the user to sign in already.
 */
export function usePseudoConstants(): void {
  useSignals();
  const signedIn = currentUser.value !== null;
  useEffect(() => {
    if (!signedIn || pseudoConstants.value) return;
    let current = true;
    getPseudoConstants(apiClient).then(
      (value) => {
        if (current) pseudoConstants.value = value;
      },
      (error: unknown) => {
        if (current && !isApiError(error, 401)) raiseLoadFailure(error, PSEUDO_CONSTANTS_ERROR);
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn]);
}
