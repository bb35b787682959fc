import { useCallback, useSyncExternalStore } from 'react';
import type { ApiClient } from '../../shared/api/client';
import { getConfig, getFeatureToggles } from '../../shared/api/config';
import { PUBLIC_DEFAULTS } from '../../shared/model/public-parameters';
import type { PublicConfig } from '../../shared/model/config-defaults';
import { FEATURE_TOGGLE_DEFAULTS } from '../../shared/model/features';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../shared/model/time-zone';
import { adoptSchoolTimeZone } from '../../shared/state/school-time-zone';
import type { FeatureToggleName, FeatureToggles } from '../../shared/model/features';
import { useApiClient } from '../../shared/ui/api-client-context';

/** How often a widget asks whether maintenance is over, as the portal's /maintenance does. */
export const MAINTENANCE_RECHECK_MS = 30_000;

/** `GET /api/config` as the server answers it when nothing was configured. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: PUBLIC_DEFAULTS.productName,
  Maintenance_Value_Number: Number(PUBLIC_DEFAULTS.Maintenance_Value_Number),
  childmindingMode: PUBLIC_DEFAULTS.childmindingMode,
  childmindingExternalUrl: PUBLIC_DEFAULTS.childmindingExternalUrl || null,
  defaultLocale: PUBLIC_DEFAULTS.defaultLocale,
  vatPercent: Number(PUBLIC_DEFAULTS.vatPercent),
  timeZone: DEFAULT_SCHOOL_TIME_ZONE,
};

/** Whether the configuration of a widget's API origin has arrived. */
export type WidgetConfigStatus = 'loading' | 'ready' | 'failed';

/**
 * The public configuration and feature toggles of one API origin, as a widget sees them. Until
 * they arrived (`loading`), and when they could not be loaded (`failed`), the spec's defaults
 * apply: no maintenance, the toggles of spec 000 §3.
 */
export interface WidgetConfig {
  status: WidgetConfigStatus;
  config: PublicConfig;
  toggles: FeatureToggles;
  /** Maintenance mode: `Maintenance_Value_Number` is non-zero (spec 000 §4). */
  maintenance: boolean;
  /** The product name for the widget's logo bar. */
  productName: string;
}

function snapshotOf(
  status: WidgetConfigStatus,
  config: PublicConfig,
  toggles: FeatureToggles,
): WidgetConfig {
  return {
    status,
    config,
    toggles,
    maintenance: config.Maintenance_Value_Number !== 0,
    productName: config.productName || PUBLIC_DEFAULTS.productName,
  };
}

/** What one API origin's widgets share: one answer, one request in flight, one re-check timer. */
interface OriginState {
  snapshot: WidgetConfig;
  listeners: Set<() => void>;
  loading: Promise<WidgetConfig> | null;
  recheck: ReturnType<typeof setInterval> | null;
  /** The client of the latest widget that subscribed; any of them reaches the same origin. */
  client: ApiClient;
}

// Keyed by the client's baseURL, not the portal's global `publicConfig`: two widgets of a page
// may talk to two origins, and each must see its own server's maintenance and toggles.
const origins = new Map<string, OriginState>();

function originOf(client: ApiClient): OriginState {
  let state = origins.get(client.baseURL);
  if (!state) {
    state = {
      snapshot: snapshotOf('loading', DEFAULT_PUBLIC_CONFIG, { ...FEATURE_TOGGLE_DEFAULTS }),
      listeners: new Set(),
      loading: null,
      recheck: null,
      client,
    };
    origins.set(client.baseURL, state);
  }
  return state;
}

/** Runs the maintenance re-check exactly while maintenance is on and a widget is watching. */
function updateRecheck(state: OriginState): void {
  const wanted = state.snapshot.maintenance && state.listeners.size > 0;
  if (wanted && !state.recheck) {
    state.recheck = setInterval(() => void load(state), MAINTENANCE_RECHECK_MS);
  } else if (!wanted && state.recheck) {
    clearInterval(state.recheck);
    state.recheck = null;
  }
}

/**
 * Loads both answers once for all callers. A part that fails keeps what was known before (the
 * defaults at first), so a failed load never blocks a widget, and a failed re-check during
 * maintenance keeps the notice up rather than guessing that maintenance is over.
 */
function load(state: OriginState): Promise<WidgetConfig> {
  state.loading ??= Promise.allSettled([
    getConfig(state.client),
    getFeatureToggles(state.client),
  ]).then(([config, toggles]) => {
    const previous = state.snapshot;
    const ok = config.status === 'fulfilled' && toggles.status === 'fulfilled';
    if (config.status === 'fulfilled') adoptSchoolTimeZone(config.value);
    state.snapshot = snapshotOf(
      ok || previous.status === 'ready' ? 'ready' : 'failed',
      config.status === 'fulfilled' ? config.value : previous.config,
      // A toggle the server does not name keeps its default (as shared/state/features does).
      toggles.status === 'fulfilled'
        ? { ...FEATURE_TOGGLE_DEFAULTS, ...toggles.value }
        : previous.toggles,
    );
    state.loading = null;
    updateRecheck(state);
    for (const listener of state.listeners) listener();
    return state.snapshot;
  });
  return state.loading;
}

/**
 * The configuration of `client`'s origin: loads it the first time and, after a failed load,
 * tries again; otherwise answers what is known without a request.
 */
export function loadWidgetConfig(client: ApiClient): Promise<WidgetConfig> {
  const state = originOf(client);
  if (state.snapshot.status === 'ready') return Promise.resolve(state.snapshot);
  state.client = client;
  return load(state);
}

/** What is known now about the configuration of `client`'s origin (no request). */
export function readWidgetConfig(client: ApiClient): WidgetConfig {
  return originOf(client).snapshot;
}

/**
 * Calls `onChange` whenever the configuration of `client`'s origin changes, loading it when
 * needed; while maintenance is on it is asked for again every {@link MAINTENANCE_RECHECK_MS}.
 * The returned function unsubscribes; with the last subscriber of an origin the re-check stops.
 */
export function subscribeWidgetConfig(client: ApiClient, onChange: () => void): () => void {
  const state = originOf(client);
  state.listeners.add(onChange);
  void loadWidgetConfig(client);
  updateRecheck(state);
  return () => {
    state.listeners.delete(onChange);
    updateRecheck(state);
  };
}

/**
 * The public configuration and feature toggles of the widget's API origin (`GET /api/config`,
 * `GET /api/config/feature-toggle` through the widget's own client), loaded once per origin and
 * page for all its widgets. While maintenance is on it is checked again every 30 s, so the
 * widget comes back by itself.
 */
export function useWidgetConfig(): WidgetConfig {
  const client = useApiClient();
  const subscribe = useCallback(
    (onChange: () => void) => subscribeWidgetConfig(client, onChange),
    [client],
  );
  const read = useCallback(() => readWidgetConfig(client), [client]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Whether feature toggle `name` is on for the widget's API origin: `null` while the toggles are
 * still loading (render a loading state, not a "not offered" one that could flash), then the
 * server's answer, or the spec's default when the toggles could not be loaded.
 */
export function useFeatureOn(name: FeatureToggleName): boolean | null {
  const { status, toggles } = useWidgetConfig();
  return status === 'loading' ? null : toggles[name];
}
