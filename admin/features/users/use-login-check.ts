import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { fetchLoginTaken, fetchPersonByEmail } from '../../../shared/api/user';
import { isApiError } from '../../../shared/api/api-error';
import type { PersonWithRoles } from '../../../shared/model/customer';
import { EXISTENCE_CHECK_DEBOUNCE_MS } from '../../../shared/model/limits';
import { loginSchema } from '../../../shared/rules/user';
import { useApiClient } from '../../../shared/ui/api-client-context';

/** What {@link useLoginCheck} knows about the login typed. */
export interface LoginCheck {
  /** A request is under way (or waiting for the typing to pause). */
  checking: boolean;
  /** Another user has this login (spec 001 §5 `loginValidation`). */
  taken: boolean;
  /** Creating only: a person on file with this e-mail and no user, to create the user for. */
  person: PersonWithRoles | null;
}

const IDLE: LoginCheck = { checking: false, taken: false, person: null };

/**
 * Checks the login 400 ms after typing paused (spec 001 §5, §9): whether another user has it
 * (`GET /api/user/exists`) and, when creating, whether a person without a user has that e-mail
 * (`GET /api/person?email`), whom the dialog offers ("create user for existing person"). Only a
 * well-formed address other than `own` (the user's stored login) is asked about; a new keystroke
 * aborts the requests under way, so a late answer never shows for a newer login. A failed
 * check counts as "not known": the server checks again on save.
 */
export function useLoginCheck(login: string, own: string | null): LoginCheck {
  const client = useApiClient();
  const [check, setCheck] = useState<LoginCheck>(IDLE);
  const parsed = v.safeParse(loginSchema, login);
  const wanted = parsed.success && parsed.output !== own ? parsed.output : null;

  useEffect(() => {
    if (wanted === null) {
      setCheck(IDLE);
      return;
    }
    setCheck({ ...IDLE, checking: true });
    const abort = new AbortController();
    const { signal } = abort;
    const timer = setTimeout(() => {
      const person =
        own === null
          ? fetchPersonByEmail(client, wanted, { signal }).catch((error: unknown) => {
              if (isApiError(error) && error.status === 404) return null;
              throw error;
            })
          : Promise.resolve(null);
      Promise.all([fetchLoginTaken(client, wanted, { signal }), person]).then(
        ([{ exists }, found]) => {
          if (signal.aborted) return;
          const free = found && !(found.roles && found.roles.length > 0) ? found : null;
          setCheck({ checking: false, taken: exists, person: exists ? null : free });
        },
        () => {
          if (!signal.aborted) setCheck(IDLE);
        },
      );
    }, EXISTENCE_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [client, wanted, own]);

  return check;
}
