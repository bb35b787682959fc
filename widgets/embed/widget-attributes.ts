import { toLocale } from '../../shared/i18n/i18n';
import { DEFAULT_LOCALE } from '../../shared/model/enums';
import type { Locale } from '../../shared/model/enums';

/** The brand colour when a host sets none: the portal's primary 600. */
export const DEFAULT_COLOR = '#961981';

/** What a widget is told through its element's attributes (DESIGN §5 "Embedding"). */
export interface WidgetAttributes {
  name: string;
  locale: Locale;
  /** Origin of the API the widget calls. */
  api: string;
  /** The brand colour, a valid CSS colour. */
  color: string;
  /** Prefill: a service to open. */
  service?: string;
  /** Prefill: the child's grade to filter by. */
  grade?: string;
}

/** Options of {@link readWidgetAttributes}. */
export interface ReadAttributesOptions {
  /** The API origin without an `api` attribute: the origin the widget code came from. */
  defaultApi: string;
  /** The host page's `<html lang>`, the locale without a `locale` attribute. */
  pageLang?: string | null;
  /** Whether a string is a CSS colour; the browser's `CSS.supports` by default. */
  isColor?: (value: string) => boolean;
}

const browserIsColor = (value: string) =>
  typeof CSS !== 'undefined' && CSS.supports('color', value);

/** The origin of `value` when it is an http(s) URL, else null. */
function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Reads a widget element's attributes with the defaults of DESIGN §5: locale from `locale`,
 * else the page's language when it is one of ours, else English; `api` as an origin, else the
 * widget code's own; `color` when it is a CSS colour, else #961981. Invalid values fall back
 * rather than fail, since a typo in a partner's page should not blank the widget.
 */
export function readWidgetAttributes(
  element: Element,
  { defaultApi, pageLang = null, isColor = browserIsColor }: ReadAttributesOptions,
): WidgetAttributes {
  const attribute = (name: string) => element.getAttribute(name)?.trim() || null;
  const color = attribute('color');
  const service = attribute('service');
  const grade = attribute('grade');
  return {
    name: attribute('name') ?? '',
    locale: toLocale(attribute('locale')) ?? toLocale(pageLang) ?? DEFAULT_LOCALE,
    api: originOf(attribute('api')) ?? defaultApi,
    color: color && isColor(color) ? color : DEFAULT_COLOR,
    ...(service ? { service } : {}),
    ...(grade ? { grade } : {}),
  };
}
