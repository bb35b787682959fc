import { useEffect, useState } from 'react';
import { getMyParticipants } from '../../api/participant';
import type { ParticipantRecord } from '../../model/participant';
import { useApiClient } from '../api-client-context';
import { failureKey } from './use-booking-verdict';

/** The parent's children as loaded for a booking form. */
export type ChildrenState =
  | { status: 'loading' }
  | { status: 'failed'; messageKey: string }
  | { status: 'ready'; children: ParticipantRecord[] };

/**
 * The signed-in parent's children and the one the booking is for: an only child is chosen at
 * once, a child just added is chosen too.
 */
export function useMyChildren() {
  const client = useApiClient();
  const [children, setChildren] = useState<ChildrenState>({ status: 'loading' });
  const [participantId, setParticipantId] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    getMyParticipants(client).then(
      (list) => {
        if (!current) return;
        setChildren({ status: 'ready', children: list });
        if (list.length === 1) setParticipantId(list[0]!.id);
      },
      (error: unknown) =>
        current && setChildren({ status: 'failed', messageKey: failureKey(error) }),
    );
    return () => {
      current = false;
    };
  }, [client]);

  function addChild(child: ParticipantRecord) {
    setChildren((state) =>
      state.status === 'ready' ? { ...state, children: [...state.children, child] } : state,
    );
    setParticipantId(child.id);
  }

  return { children, participantId, setParticipantId, addChild };
}

/** What {@link useMyChildren} hands the form. */
export type MyChildren = ReturnType<typeof useMyChildren>;
