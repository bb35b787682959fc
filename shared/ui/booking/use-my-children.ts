import { useState } from 'react';
import { getMyParticipants } from '../../api/participant';
import type { ParticipantRecord } from '../../model/participant';
import { useApiClient } from '../api-client-context';
import { useResource, type Resource } from '../use-resource';

/** The parent's children as loaded for a booking form. */
export type ChildrenState = Resource<ParticipantRecord[]>;

/**
 * The signed-in parent's children and the one the booking is for: an only child is chosen at
 * once, a child just added is chosen too.
 */
export function useMyChildren() {
  const client = useApiClient();
  const [chosen, setParticipantId] = useState<number | null>(null);
  const { state: children, update } = useResource(() => getMyParticipants(client), [client]);
  const only = children.status === 'ready' && children.data.length === 1 ? children.data[0]! : null;
  const participantId = chosen ?? only?.id ?? null;

  function addChild(child: ParticipantRecord) {
    update((list) => [...list, child]);
    setParticipantId(child.id);
  }

  return { children, participantId, setParticipantId, addChild };
}

/** What {@link useMyChildren} hands the form. */
export type MyChildren = ReturnType<typeof useMyChildren>;
