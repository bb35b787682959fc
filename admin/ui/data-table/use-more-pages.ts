import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ListAnswer } from '../../../shared/model/list';

/** The rows loaded so far of a list that grows as it is scrolled, and where it stands. */
export interface MorePages<T> {
  rows: T[];
  /** The last page loaded (0 before the first). */
  page: number;
  /** An empty or short page came, or the total is reached: nothing more to load (spec 002 §7). */
  complete: boolean;
  status: 'idle' | 'loading' | 'failed';
}

/** A page of the list: the list contract's answer (`total` optional). */
export type MorePage<T> = Pick<ListAnswer<T>, 'items' | 'page' | 'pageSize' | 'total'>;

export const NO_PAGES: MorePages<never> = { rows: [], page: 0, complete: false, status: 'idle' };

/**
 * The list after a page came: its rows appended, skipping rows already shown by `idOf` (a row
 * added meanwhile shifts the pages by one; spec 002 §4 "skipping items already shown by id").
 */
export function withPage<T>(
  pages: MorePages<T>,
  answer: MorePage<T>,
  idOf: (row: T) => unknown,
): MorePages<T> {
  const shown = new Set(pages.rows.map(idOf));
  const fresh = answer.items.filter((row) => !shown.has(idOf(row)));
  const rows = [...pages.rows, ...fresh];
  const complete =
    answer.items.length < answer.pageSize ||
    (answer.total !== undefined && rows.length >= answer.total);
  return { rows, page: answer.page, complete, status: 'idle' };
}

/** Options of {@link useMorePages}. */
export interface MorePagesOptions<T> {
  /** Asks for page `page` (1-based); aborted when the list starts again or goes. */
  load: (page: number, signal: AbortSignal) => Promise<MorePage<T>>;
  /** A row's identity, to skip rows a shifted page brings again. */
  idOf: (row: T) => unknown;
  /** What starts the list again from page 1 (an order, an id), like an effect's deps. */
  deps: readonly unknown[];
  /** A first page loaded already (the dialog asked it to decide on the tab). */
  first?: MorePage<T>;
  /** The scrolling box the end is seen in (the viewport when absent). */
  scroller?: RefObject<HTMLElement | null>;
  /** How far ahead of the end the next page is asked for, in pixels (spec 002 §9: 500). */
  distance?: number;
}

/**
 * A list that loads its next page as its end scrolls into view ("load more as you scroll"):
 * put `endRef` on an element after the rows; while it is within `distance` of the scroller's
 * visible part, pages come one after another until the list is complete. `loadMore()` asks by
 * hand (a button, "try again" after a failure); a failed page stops the automatic loading.
 *
 * ```tsx
 * const scroller = useRef<HTMLDivElement>(null);
 * const more = useMorePages({
 *   load: (page, signal) => fetchRows(client, { page }, { signal }),
 *   idOf: (row) => row.id,
 *   deps: [orderBy],
 *   scroller,
 * });
 * <div ref={scroller} className="max-h-[60vh] overflow-auto">
 *   {more.rows.map(…)}
 *   <div ref={more.endRef}>{more.status === 'failed' ? <Retry onClick={more.loadMore} /> : null}</div>
 * </div>
 * ```
 */
export function useMorePages<T>({
  load,
  idOf,
  deps,
  first,
  scroller,
  distance = 500,
}: MorePagesOptions<T>) {
  const start = (): MorePages<T> => (first ? withPage(NO_PAGES, first, idOf) : NO_PAGES);
  const [pages, setPages] = useState<MorePages<T>>(start);
  const current = useRef(pages);
  const request = useRef<AbortController | null>(null);
  // The latest load and idOf without making them deps: callers pass inline functions.
  const latest = useRef({ load, idOf });
  latest.current = { load, idOf };

  const show = (next: MorePages<T>) => {
    current.current = next;
    setPages(next);
  };

  const key = JSON.stringify(deps);
  const started = useRef(key);
  useEffect(() => {
    if (started.current !== key) {
      started.current = key;
      show(NO_PAGES);
    }
    return () => request.current?.abort();
  }, [key]);

  const loadMore = useCallback(async () => {
    const now = current.current;
    if (now.status === 'loading' || now.complete) return;
    const controller = new AbortController();
    request.current = controller;
    show({ ...now, status: 'loading' });
    try {
      const answer = await latest.current.load(now.page + 1, controller.signal);
      if (!controller.signal.aborted) show(withPage(now, answer, latest.current.idOf));
    } catch {
      if (!controller.signal.aborted) show({ ...now, status: 'failed' });
    }
  }, []);

  // The end in view (or within `distance` of it): the next page. After a page came while the
  // end is still in view, the observer says nothing new, so the effect below asks again.
  const [end, setEnd] = useState<HTMLElement | null>(null);
  const [endInView, setEndInView] = useState(false);
  useEffect(() => {
    if (!end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setEndInView(entry?.isIntersecting ?? false),
      { root: scroller?.current ?? null, rootMargin: `0px 0px ${distance}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, scroller, distance]);
  useEffect(() => {
    if (endInView && pages.status === 'idle' && !pages.complete) void loadMore();
    // Without an observer (very old browsers), the first page at least.
    else if (typeof IntersectionObserver === 'undefined' && pages.page === 0) void loadMore();
  }, [endInView, pages.status, pages.complete, pages.page, loadMore]);

  return { ...pages, loadMore, endRef: setEnd };
}
