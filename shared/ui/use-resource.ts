import { useEffect, useRef, useState } from 'react';
import { failureKey } from '../api/api-error';
import type { MessageId } from '../model/message-ids';

/**
 * What a loaded resource is: loading (with the data shown so far while it reloads), failed with
 * the catalog id of why, or ready.
 */
export type Resource<T> =
  | { status: 'loading'; data?: T }
  | { status: 'failed'; messageKey: MessageId; error: unknown }
  | { status: 'ready'; data: T };

/** Options of {@link useResource}. */
export interface ResourceOptions {
  /** Names {@link invalidate} reloads this resource by ('locations' after a location is saved). */
  tags?: readonly string[];
  /** False while there is nothing to load yet; the resource then stays loading. */
  enabled?: boolean;
}

const listeners = new Map<string, Set<() => void>>();

/**
 * Reloads every mounted resource tagged `tag`: call it after a save so the lists showing the
 * record load it again. Resources keep their data while they reload.
 */
export function invalidate(tag: string): void {
  for (const reload of [...(listeners.get(tag) ?? [])]) reload();
}

function listen(tags: readonly string[], reload: () => void): () => void {
  for (const tag of tags) {
    const set = listeners.get(tag) ?? new Set();
    set.add(reload);
    listeners.set(tag, set);
  }
  return () => {
    for (const tag of tags) listeners.get(tag)?.delete(reload);
  };
}

/**
 * Loads with `load` whenever one of `deps` changes and on `reload`, aborting the request it
 * replaces (`signal`); an answer that arrives after a newer request is dropped. `update`
 * changes the loaded data in place (a row approved and gone). Without React beyond hooks, so
 * widgets can use it too.
 *
 * @example
 * const locations = useResource((signal) => listLocations(client, query, { signal }), [query.key], {
 *   tags: ['locations'],
 * });
 * // after saving a location elsewhere: invalidate('locations')
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  { tags = [], enabled = true }: ResourceOptions = {},
) {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  const reload = () => setRound((count) => count + 1);
  const reloadRef = useRef(reload);
  const lastRound = useRef(round);
  const tagKey = tags.join('\n');

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    // A reload keeps what is shown; a new request (other deps) starts from nothing.
    const isReload = round !== lastRound.current;
    lastRound.current = round;
    setState((previous) =>
      isReload && previous.status === 'ready'
        ? { status: 'loading', data: previous.data }
        : { status: 'loading' },
    );
    latest.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState({ status: 'failed', messageKey: failureKey(error), error }),
    );
    return () => controller.abort();
    // `load` is a new function on every render; `deps` say when it loads something else.
  }, [...deps, enabled, round]);

  useEffect(() => {
    if (!tagKey) return;
    return listen(tagKey.split('\n'), () => reloadRef.current());
  }, [tagKey]);

  return {
    state,
    /** The data when ready, or the data shown while reloading. */
    data: state.status === 'failed' ? undefined : state.data,
    reload,
    update: (change: (data: T) => T) =>
      setState((previous) =>
        previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous,
      ),
  };
}
