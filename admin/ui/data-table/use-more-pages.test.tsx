// @vitest-environment jsdom
import { act, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mount, settle } from '../../../shared/ui/form/test-harness';
import { NO_PAGES, useMorePages, withPage, type MorePage } from './use-more-pages';

interface Row {
  id: number;
}
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, at) => ({ id: from + at }));
const idOf = (row: Row) => row.id;

describe('withPage', () => {
  it('appends pages until a short one ends the list', () => {
    const first = withPage(NO_PAGES, { items: rows(1, 20), page: 1, pageSize: 20 }, idOf);
    expect(first).toEqual(expect.objectContaining({ page: 1, complete: false }));
    const second = withPage(first, { items: rows(21, 20), page: 2, pageSize: 20 }, idOf);
    const last = withPage(second, { items: rows(41, 5), page: 3, pageSize: 20 }, idOf);
    expect(last.rows).toHaveLength(45);
    expect(last.complete).toBe(true);
  });

  it('ends on an empty page and on reaching the total', () => {
    const full = withPage(NO_PAGES, { items: rows(1, 20), page: 1, pageSize: 20 }, idOf);
    expect(withPage(full, { items: [], page: 2, pageSize: 20 }, idOf).complete).toBe(true);
    const total = { items: rows(1, 20), page: 1, pageSize: 20, total: 20 };
    expect(withPage(NO_PAGES, total, idOf).complete).toBe(true);
    expect(withPage(NO_PAGES, { items: [], page: 1, pageSize: 20 }, idOf)).toEqual(
      expect.objectContaining({ rows: [], complete: true }),
    );
  });

  it('skips rows already shown (a row added meanwhile shifts the pages)', () => {
    const first = withPage(NO_PAGES, { items: rows(1, 20), page: 1, pageSize: 20 }, idOf);
    const second = withPage(first, { items: rows(20, 20), page: 2, pageSize: 20 }, idOf);
    expect(second.rows.map(idOf)).toEqual(rows(1, 39).map(idOf));
  });
});

// jsdom has no layout: the end of the list is "in view" while `seeing` says so.
let seeing = true;
class SeeingObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    this.callback([{ isIntersecting: seeing } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

const TOTAL = 45;
let asked: number[];
let failing: Set<number>;
async function load(page: number): Promise<MorePage<Row>> {
  asked.push(page);
  if (failing.has(page)) throw new Error('offline');
  return {
    items: rows((page - 1) * 20 + 1, Math.max(0, Math.min(20, TOTAL - (page - 1) * 20))),
    page,
    pageSize: 20,
  };
}

let more: ReturnType<typeof useMorePages<Row>>;
function List({ first, order = 'a' }: { first?: MorePage<Row>; order?: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  more = useMorePages({ load: (page) => load(page), idOf, deps: [order], first, scroller });
  return (
    <div ref={scroller}>
      <ul>
        {more.rows.map((row) => (
          <li key={row.id}>{row.id}</li>
        ))}
      </ul>
      <div ref={more.endRef}>{more.status}</div>
    </div>
  );
}

let view: ReturnType<typeof mount> | undefined;
const settleAll = async () => {
  for (let round = 0; round < 8; round++) await settle();
};
beforeEach(() => {
  asked = [];
  failing = new Set();
  seeing = true;
  globalThis.IntersectionObserver = SeeingObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe('useMorePages', () => {
  it('loads page after page while the end is in view, until a short page', async () => {
    view = mount(<List />);
    await settleAll();
    expect(asked).toEqual([1, 2, 3]);
    expect(view!.container.querySelectorAll('li')).toHaveLength(TOTAL);
    expect(more.complete).toBe(true);
  });

  it('asks nothing while the end is out of view; loadMore asks by hand', async () => {
    seeing = false;
    view = mount(<List />);
    await settleAll();
    expect(asked).toEqual([]);
    await act(() => more.loadMore());
    expect(asked).toEqual([1]);
    expect(view!.container.querySelectorAll('li')).toHaveLength(20);
  });

  it('starts after a first page given, without asking it again', async () => {
    seeing = false;
    view = mount(<List first={{ items: rows(1, 20), page: 1, pageSize: 20 }} />);
    await settleAll();
    expect(view!.container.querySelectorAll('li')).toHaveLength(20);
    await act(() => more.loadMore());
    expect(asked).toEqual([2]);
  });

  it('stops at a failed page and tries it again when asked', async () => {
    failing.add(2);
    view = mount(<List />);
    await settleAll();
    expect(asked).toEqual([1, 2]);
    expect(more.status).toBe('failed');
    failing.clear();
    await act(() => more.loadMore());
    await settleAll();
    expect(asked).toEqual([1, 2, 2, 3]);
    expect(more.rows).toHaveLength(TOTAL);
  });

  it('starts again from page 1 when its deps change', async () => {
    view = mount(<List order="a" />);
    await settleAll();
    act(() => view!.root.render(<List order="b" />));
    await settleAll();
    expect(asked).toEqual([1, 2, 3, 1, 2, 3]);
    expect(more.rows).toHaveLength(TOTAL);
  });
});
