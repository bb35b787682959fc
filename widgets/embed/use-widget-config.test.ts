import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { ApiClient } from '../../shared/api/client';
import type { PublicConfig } from '../../shared/model/config';
import { FEATURE_TOGGLE_DEFAULTS } from '../../shared/model/features';
import {
  DEFAULT_PUBLIC_CONFIG,
  MAINTENANCE_RECHECK_MS,
  loadWidgetConfig,
  readWidgetConfig,
  subscribeWidgetConfig,
} from './use-widget-config';

type Answer = PublicConfig | Partial<Record<string, boolean>> | Error;

/**
 * A client whose answers the test sets per path; it counts its calls. Each test uses its own
 * origin, because the cache is per origin and lives as long as the module, as on a page.
 */
function fakeServer(baseURL: string) {
  const answers: Record<string, Answer> = {
    '/api/config': { ...DEFAULT_PUBLIC_CONFIG, productName: 'Riverside Portal' },
    '/api/config/feature-toggle': { enableSchoolBusBooking: true, eca: false },
  };
  const calls: string[] = [];
  const client: ApiClient = {
    baseURL,
    request: vi.fn(async <T>(path: string) => {
      calls.push(path);
      const answer = answers[path];
      if (answer instanceof Error) throw answer;
      return structuredClone(answer) as T;
    }) as ApiClient['request'],
  };
  const maintenance = (value: number) => {
    answers['/api/config'] = {
      ...(answers['/api/config'] as PublicConfig),
      Maintenance_Value_Number: value,
    };
  };
  return { client, answers, calls, maintenance };
}

let origin = 0;
const nextOrigin = () => `https://portal-${++origin}.test`;

afterEach(() => {
  vi.useRealTimers();
});

describe('widget configuration per API origin', () => {
  it('loads config and toggles once for all widgets of an origin', async () => {
    const url = nextOrigin();
    const first = fakeServer(url);
    // A second widget of the same origin has its own client, but shares the answer.
    const second = fakeServer(url);
    const [a, b] = await Promise.all([
      loadWidgetConfig(first.client),
      loadWidgetConfig(second.client),
    ]);
    await loadWidgetConfig(second.client);

    expect(first.calls.sort()).toEqual(['/api/config', '/api/config/feature-toggle']);
    expect(second.calls).toEqual([]);
    expect(b).toBe(a);
    expect(a).toMatchObject({
      status: 'ready',
      maintenance: false,
      productName: 'Riverside Portal',
    });
    // Toggles the server does not name keep their defaults.
    expect(a.toggles).toEqual({
      ...FEATURE_TOGGLE_DEFAULTS,
      enableSchoolBusBooking: true,
      eca: false,
    });
  });

  it('keeps origins apart: one in maintenance, the other not', async () => {
    const left = fakeServer(nextOrigin());
    const right = fakeServer(nextOrigin());
    left.maintenance(1);
    await Promise.all([loadWidgetConfig(left.client), loadWidgetConfig(right.client)]);
    expect(readWidgetConfig(left.client).maintenance).toBe(true);
    expect(readWidgetConfig(right.client).maintenance).toBe(false);
  });

  it('answers the defaults while loading', () => {
    const { client } = fakeServer(nextOrigin());
    expect(readWidgetConfig(client)).toEqual({
      status: 'loading',
      config: DEFAULT_PUBLIC_CONFIG,
      toggles: FEATURE_TOGGLE_DEFAULTS,
      maintenance: false,
      productName: 'Kitebook',
    });
  });

  it('does not block a widget when the load fails, and tries again for the next one', async () => {
    const server = fakeServer(nextOrigin());
    server.answers['/api/config'] = ApiError.networkIssue();
    server.answers['/api/config/feature-toggle'] = ApiError.networkIssue();
    const failed = await loadWidgetConfig(server.client);
    expect(failed).toMatchObject({ status: 'failed', maintenance: false, productName: 'Kitebook' });
    expect(failed.config).toEqual(DEFAULT_PUBLIC_CONFIG);
    // Spec 000 §3: eca and holiday_camp on, school bus and childminding booking off.
    expect(failed.toggles).toEqual(FEATURE_TOGGLE_DEFAULTS);
    expect(failed.toggles).toMatchObject({ eca: true, enableSchoolBusBooking: false });

    server.answers['/api/config'] = { ...DEFAULT_PUBLIC_CONFIG, productName: 'Back' };
    server.answers['/api/config/feature-toggle'] = {};
    expect(await loadWidgetConfig(server.client)).toMatchObject({
      status: 'ready',
      productName: 'Back',
    });
  });

  it('keeps the part that arrived when the other fails', async () => {
    const server = fakeServer(nextOrigin());
    server.answers['/api/config/feature-toggle'] = ApiError.fromResponse(500, undefined);
    const config = await loadWidgetConfig(server.client);
    expect(config).toMatchObject({ status: 'failed', productName: 'Riverside Portal' });
    expect(config.toggles).toEqual(FEATURE_TOGGLE_DEFAULTS);
  });

  it('checks again every 30 s while maintenance is on, until it is over', async () => {
    vi.useFakeTimers();
    const server = fakeServer(nextOrigin());
    server.maintenance(1);
    const changes: boolean[] = [];
    const stop = subscribeWidgetConfig(server.client, () =>
      changes.push(readWidgetConfig(server.client).maintenance),
    );
    await vi.waitFor(() => expect(changes).toEqual([true]));

    await vi.advanceTimersByTimeAsync(MAINTENANCE_RECHECK_MS);
    expect(server.calls.filter((path) => path === '/api/config')).toHaveLength(2);
    expect(changes).toEqual([true, true]);

    // A failed check keeps the notice rather than guessing the maintenance is over.
    server.answers['/api/config'] = ApiError.networkIssue();
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RECHECK_MS);
    expect(changes).toEqual([true, true, true]);
    expect(readWidgetConfig(server.client).status).toBe('ready');

    server.answers['/api/config'] = { ...DEFAULT_PUBLIC_CONFIG, Maintenance_Value_Number: 0 };
    await vi.advanceTimersByTimeAsync(MAINTENANCE_RECHECK_MS);
    expect(changes).toEqual([true, true, true, false]);

    // Maintenance over: no more checks.
    await vi.advanceTimersByTimeAsync(5 * MAINTENANCE_RECHECK_MS);
    expect(server.calls.filter((path) => path === '/api/config')).toHaveLength(4);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('stops checking when the last widget of the origin unsubscribes', async () => {
    vi.useFakeTimers();
    const server = fakeServer(nextOrigin());
    server.maintenance(2);
    const stopFirst = subscribeWidgetConfig(server.client, () => undefined);
    const stopSecond = subscribeWidgetConfig(server.client, () => undefined);
    await vi.waitFor(() => expect(readWidgetConfig(server.client).maintenance).toBe(true));
    expect(vi.getTimerCount()).toBe(1);

    stopFirst();
    expect(vi.getTimerCount()).toBe(1);
    stopSecond();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(3 * MAINTENANCE_RECHECK_MS);
    expect(server.calls.filter((path) => path === '/api/config')).toHaveLength(1);

    // A widget mounting again during maintenance resumes the checks.
    const stopAgain = subscribeWidgetConfig(server.client, () => undefined);
    expect(vi.getTimerCount()).toBe(1);
    stopAgain();
    expect(vi.getTimerCount()).toBe(0);
  });
});
