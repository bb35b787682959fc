import { isWebAddress } from '../rules/web-address';

/**
 * The `href` for a stored link to an outside page: the address when it is http or https,
 * otherwise undefined, so a `javascript:` or `data:` link that reached the database (before
 * the rule, or by hand) renders as no link at all rather than as script.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  const text = url?.trim() ?? '';
  return isWebAddress(text) ? text : undefined;
}
