import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { getPersonExists } from '../../api/person';
import { EXISTENCE_CHECK_DEBOUNCE_MS } from '../../model/limits';
import { emailSchema } from '../../rules/email';
import { useApiClient } from '../api-client-context';

const validEmail = emailSchema({ required: true });

/**
 * Whether another person already has `email` (spec 000 §5): asked `GET /api/person/exists`
 * once typing has paused for 400 ms, only for a well-formed address, and true only when the
 * person found is not `currentId`. An answer that arrives after the address changed again is
 * dropped; a failed check counts as "not known to exist", since it only informs.
 */
export function useEmailExists(email: string, currentId: number | null): boolean {
  const client = useApiClient();
  const [exists, setExists] = useState(false);
  const trimmed = email.trim();

  useEffect(() => {
    setExists(false);
    if (!v.is(validEmail, trimmed)) return;
    let current = true;
    const timer = setTimeout(() => {
      getPersonExists(client, trimmed).then(
        ({ id }) => {
          if (current) setExists(id !== null && id !== currentId);
        },
        () => undefined,
      );
    }, EXISTENCE_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, trimmed, currentId]);

  return exists;
}
