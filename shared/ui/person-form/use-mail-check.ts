import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { checkMail } from '../../api/person';
import { EXISTENCE_CHECK_DEBOUNCE_MS } from '../../model/limits';
import { emailSchema } from '../../rules/email';
import { useApiClient } from '../api-client-context';

const validEmail = emailSchema({ required: true });

/** Another person who already has the e-mail; names are null when the caller may not see them. */
export interface MailOwner {
  /** The address asked about, as typed (trimmed). */
  mail: string;
  givenName: string | null;
  familyName: string | null;
}

/**
 * Who else already has `email` (spec 001 §2.2, §7; spec 000 §5): `PUT /api/person/check-mail/`
 * once typing has paused for 400 ms (a debounce: each keystroke restarts the wait), only for a
 * well-formed address, never counting the person `currentId` itself. A request the typing made
 * stale is aborted, so an old answer never shows for a new address; a failed check counts as
 * "nobody", since it only informs. Null while nobody is known to have it.
 */
export function useMailCheck(email: string, currentId: number | null): MailOwner | null {
  const client = useApiClient();
  const [owner, setOwner] = useState<MailOwner | null>(null);
  const trimmed = email.trim();

  useEffect(() => {
    setOwner(null);
    if (!v.is(validEmail, trimmed)) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      checkMail(client, trimmed, currentId, { signal: abort.signal }).then(
        ({ existAlready, givenName, familyName }) => {
          if (!abort.signal.aborted && existAlready)
            setOwner({ mail: trimmed, givenName, familyName });
        },
        () => undefined,
      );
    }, EXISTENCE_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [client, trimmed, currentId]);

  return owner;
}
