// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import type { ListAnswer } from '../../../shared/model/list';
import { appFailure, clearAppFailure } from '../../../shared/state/app-failure';
import type { Resource } from '../../../shared/ui/use-resource';
import { DataTable, type DataTableProps } from './data-table';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const i18n = setupI18n();
i18n.loadAndActivate({ locale: 'en', messages: {} });

interface Room {
  id: number;
  name: string;
  capacity: number;
}
const columns: ColumnDef<Room>[] = [
  { accessorKey: 'name', enableSorting: true, meta: { label: 'Name', isRowHeader: true } },
  { accessorKey: 'capacity', enableSorting: true, meta: { label: 'Capacity' } },
  { id: 'note', cell: () => <button type="button">Edit</button>, meta: { label: 'Note' } },
];
const rooms: Room[] = [
  { id: 1, name: 'Gym', capacity: 30 },
  { id: 2, name: 'Art', capacity: 12 },
];
const ready = (items = rooms, total = items.length): Resource<ListAnswer<Room>> => ({
  status: 'ready',
  data: { items, total, page: 1, pageSize: 25 },
});

let container: HTMLDivElement;
let root: Root;
const render = (props: Partial<DataTableProps<Room>> = {}) => {
  const all: DataTableProps<Room> = {
    label: 'Rooms',
    columns,
    list: ready(),
    query: { page: 1, pageSize: 25, orderBy: 'name', asc: true },
    onQueryChange: vi.fn(),
    onRetry: vi.fn(),
    getRowId: (room) => String(room.id),
    ...props,
  };
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <DataTable {...all} />
      </I18nProvider>,
    ),
  );
  return all;
};
const $ = (selector: string) => container.querySelector<HTMLElement>(selector);
const $$ = (selector: string) => [...container.querySelectorAll<HTMLElement>(selector)];
const press = (element: Element, key: string) =>
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
const bodyRows = () => $$('tbody tr');

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('DataTable', () => {
  it('renders the rows with the first column as their header, named by its label', () => {
    render();
    expect($('table')?.getAttribute('aria-label')).toBe('Rooms');
    expect($$('tbody th[scope="row"]').map((cell) => cell.textContent)).toEqual(['Gym', 'Art']);
    // On a phone each cell carries its column's label.
    expect(bodyRows()[0]?.querySelector('td')?.textContent).toBe('Capacity30');
  });

  it('says the order with aria-sort and sorts by a header, the other way on the second press', () => {
    const props = render();
    const [name, capacity, note] = $$('thead th');
    expect(name?.getAttribute('aria-sort')).toBe('ascending');
    expect(capacity?.getAttribute('aria-sort')).toBe('none');
    expect(note?.hasAttribute('aria-sort')).toBe(false);
    expect(note?.textContent).toBe('Note');
    act(() => capacity!.querySelector('button')!.click());
    expect(props.onQueryChange).toHaveBeenLastCalledWith({ orderBy: 'capacity', asc: true });
    act(() => name!.querySelector('button')!.click());
    expect(props.onQueryChange).toHaveBeenLastCalledWith({ orderBy: 'name', asc: false });
  });

  it('opens a row by click and Enter, but not from a control inside it; arrows move', () => {
    const onOpen = vi.fn();
    render({ onOpen });
    const [gym, art] = bodyRows();
    expect(gym?.tabIndex).toBe(0);
    act(() => gym!.click());
    press(art!, 'Enter');
    expect(onOpen.mock.calls.map(([room]) => room.name)).toEqual(['Gym', 'Art']);
    act(() => gym!.querySelector('button')!.click());
    press(gym!.querySelector('button')!, 'Enter');
    expect(onOpen).toHaveBeenCalledTimes(2);
    gym!.focus();
    press(gym!, 'ArrowDown');
    expect(document.activeElement).toBe(art);
  });

  it('keeps the DOM of a row (and its focus) when the columns are built anew', () => {
    render();
    const button = $('tbody button');
    button!.focus();
    render({ columns: [...columns] });
    expect($('tbody button')).toBe(button);
    expect(document.activeElement).toBe(button);
  });

  it('shows skeleton rows while the first answer loads, and keeps rows on a reload', () => {
    render({ list: { status: 'loading' } });
    expect($$('[data-testid="skeleton-row"]')).toHaveLength(5);
    expect($('[role="status"]')?.textContent).toBe('app.loading');
    render({ list: { status: 'loading', data: { items: rooms, page: 1, pageSize: 25 } } });
    expect(bodyRows()).toHaveLength(2);
    expect($('table')?.getAttribute('aria-busy')).toBe('true');
  });

  it('says an empty list in one row, with the screen’s text', () => {
    render({ list: ready([]), empty: 'No rooms yet.' });
    expect(bodyRows().map((row) => row.textContent)).toEqual(['No rooms yet.']);
  });

  it('shows a failure with its message and a way to try again', () => {
    const props = render({
      list: { status: 'failed', messageKey: 'error.networkIssue', error: 0 },
    });
    expect(container.textContent).toContain('error.networkIssue');
    act(() => $('button')!.click());
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('quotes the report signature of a failed load (823419)', () => {
    const error = new ApiError({
      status: 500,
      messageKey: 'error.unexpected',
      requestId: '3f9a2c1b-aaaa',
      at: new Date('2026-11-24T14:03:12Z'),
    });
    render({ list: { status: 'failed', messageKey: 'error.unexpected', error } });
    expect(container.textContent).toContain('error.reportSignature');
    expect($('code')?.textContent).toBe('20261124T140312Z-3f9a2c1b-0-823419');
    expect(appFailure.value).toBeNull();
  });

  it('shows no signature when the request got no answer', () => {
    const error = new ApiError({ status: 0, messageKey: 'error.networkIssue' });
    render({ list: { status: 'failed', messageKey: 'error.networkIssue', error } });
    expect($('code')).toBeNull();
  });

  it('raises the error page for a long-term fatal load failure (538721)', () => {
    const error = new ApiError({
      status: 500,
      messageKey: 'error.longTermFatal',
      backendErrorCode: 538721,
      requestId: 'deadbeef',
      at: new Date('2026-11-24T14:03:12Z'),
    });
    render({
      list: { status: 'failed', messageKey: 'error.longTermFatal', error },
      loadFailedKey: 'locations.loadFailed',
    });
    expect(appFailure.value).toMatchObject({
      messageKey: 'locations.loadFailed',
      signature: '20261124T140312Z-deadbeef-0-538721',
    });
    clearAppFailure();
  });

  it('pages: the range, the next page, and the size', () => {
    const props = render({ list: ready(rooms, 60) });
    expect($('nav p')?.textContent).toBe('dataTable.rangeOfTotal');
    const [previous, next] = $$('nav button') as HTMLButtonElement[];
    expect(previous?.disabled).toBe(true);
    act(() => next!.click());
    expect(props.onQueryChange).toHaveBeenLastCalledWith({ page: 2 });
  });

  it('selects rows for a bulk action and clears the choice', () => {
    const bulk = vi.fn((chosen: Room[]) => <span>{chosen.map((room) => room.name).join()}</span>);
    render({ bulkActions: bulk });
    const [all, first] = $$('input[type="checkbox"]') as HTMLInputElement[];
    expect($('[role="region"]')).toBeNull();
    act(() => first!.click());
    expect($('[role="region"]')?.textContent).toContain('Gym');
    act(() => all!.click());
    expect($('[role="region"]')?.textContent).toContain('Gym,Art');
    const clear = [...$('[role="region"]')!.querySelectorAll('button')].at(-1)!;
    act(() => clear.click());
    expect($('[role="region"]')).toBeNull();
  });
});
