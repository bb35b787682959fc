import type { I18n } from '@lingui/core';
import { createContext, useContext } from 'react';
import type { ApiClient } from '../../shared/api/client';
import type { Locale } from '../../shared/model/enums';

/** The details of each event a widget fires on its element (LIFECYCLE.md "Events"). */
export interface WidgetEventDetails {
  ready: { name: string };
  /** No personal data: only what a host needs to track a conversion. */
  booked: { bookingId: number; serviceId: number; status: string };
  /** `message` is a catalog key or a technical description, never personal data. */
  error: { message: string };
}

/** A widget event's name without the `kitebook:` prefix. */
export type WidgetEventType = keyof WidgetEventDetails;

/** What the embed runtime hands every widget besides its props. */
export interface WidgetHost {
  /** The widget's name (`eca`, …). */
  name: string;
  /** The host element on the partner's page. */
  element: HTMLElement;
  /** Fires `kitebook:<type>` on the host element, bubbling and composed. */
  emit<T extends WidgetEventType>(type: T, detail: WidgetEventDetails[T]): void;
  /** This widget's own Lingui instance (two widgets may show two languages). */
  i18n: I18n;
  /** The client for the widget's `api` origin; the same one `useApiClient()` returns. */
  api: ApiClient;
  locale: Locale;
}

/** Props every widget component receives from its element's attributes. */
export interface WidgetProps {
  locale: Locale;
  /** Origin of the API. */
  api: string;
  /** Brand colour. */
  color: string;
  /** Prefill: a service id to open. */
  service?: string;
  /** Prefill: a grade to filter by. */
  grade?: string;
}

export const WidgetHostContext = createContext<WidgetHost | null>(null);

/** The surrounding widget's host API; throws outside a widget, which is a wiring bug. */
export function useWidgetHost(): WidgetHost {
  const host = useContext(WidgetHostContext);
  if (!host) throw new Error('useWidgetHost: not inside a widget mounted by defineWidget');
  return host;
}
