// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { invalidate, useResource, type ResourceOptions } from './use-resource';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A request the test answers by hand. */
interface Pending {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

let container: HTMLDivElement;
let root: Root;
let requests: Pending[];
let latest: ReturnType<typeof useResource<string>>;

function Probe({ id, options }: { id: string; options?: ResourceOptions }) {
  latest = useResource(
    (signal) =>
      new Promise<string>((resolve, reject) => requests.push({ key: id, signal, resolve, reject })),
    [id],
    options,
  );
  return null;
}

const render = (id: string, options?: ResourceOptions) =>
  act(() => root.render(<Probe id={id} options={options} />));
const answer = (index: number, value: string) => act(async () => requests[index]!.resolve(value));

beforeEach(() => {
  requests = [];
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => act(() => root.unmount()));

describe('useResource', () => {
  it('loads, then is ready with the data', async () => {
    await render('a');
    expect(latest.state).toEqual({ status: 'loading' });
    await answer(0, 'A');
    expect(latest.state).toEqual({ status: 'ready', data: 'A' });
    expect(latest.data).toBe('A');
  });

  it('aborts the request it replaces and drops its late answer', async () => {
    await render('a');
    await render('b');
    expect(requests[0]!.signal.aborted).toBe(true);
    await answer(1, 'B');
    await answer(0, 'A, too late');
    expect(latest.state).toEqual({ status: 'ready', data: 'B' });
  });

  it('fails with the message key of the error, and loads again on reload', async () => {
    await render('a');
    const error = new ApiError({ status: 409, messageKey: 'error.conflict' });
    await act(async () => requests[0]!.reject(error));
    expect(latest.state).toEqual({ status: 'failed', messageKey: 'error.conflict', error });
    await act(async () => latest.reload());
    expect(latest.state).toEqual({ status: 'loading' });
    await answer(1, 'A');
    expect(latest.state.status).toBe('ready');
  });

  it('says "unexpected" for an error that is no API error', async () => {
    await render('a');
    await act(async () => requests[0]!.reject(new TypeError('boom')));
    expect(latest.state).toMatchObject({ status: 'failed', messageKey: 'error.unexpected' });
  });

  it('keeps the data while it reloads after invalidate, but not for new deps', async () => {
    await render('a', { tags: ['locations'] });
    await answer(0, 'A');
    await act(async () => invalidate('other'));
    expect(requests).toHaveLength(1);
    await act(async () => invalidate('locations'));
    expect(latest.state).toEqual({ status: 'loading', data: 'A' });
    expect(latest.data).toBe('A');
    await answer(1, 'A2');
    expect(latest.state).toEqual({ status: 'ready', data: 'A2' });
    await render('b', { tags: ['locations'] });
    expect(latest.state).toEqual({ status: 'loading' });
  });

  it('stops listening when unmounted', async () => {
    await render('a', { tags: ['gone'] });
    await act(() => root.unmount());
    root = createRoot(container);
    invalidate('gone');
    expect(requests).toHaveLength(1);
  });

  it('changes ready data in place with update', async () => {
    await render('a');
    await answer(0, 'A');
    await act(async () => latest.update((data) => `${data}!`));
    expect(latest.state).toEqual({ status: 'ready', data: 'A!' });
  });

  it('asks nothing while not enabled', async () => {
    await render('a', { enabled: false });
    expect(requests).toHaveLength(0);
    expect(latest.state.status).toBe('loading');
    await render('a', { enabled: true });
    expect(requests).toHaveLength(1);
  });
});
