// Apart from shared/rules/url.ts (re-exported there): safe links in the widgets' first paint
// without valibot.

/** The message of the web address rule. */
export const WEB_ADDRESS_KEY = 'shared.rules.web-address';

/** http:// or https://, then no whitespace or control character anywhere. */
const WEB_ADDRESS_SHAPE = /^https?:\/\/[^\s\p{Cc}]+$/iu;

/**
 * Whether `text` is an absolute web address (http or https with a host), exactly as written:
 * no leading spaces or control characters that a browser would drop, so the scheme read here
 * is the one the browser follows. Anything else (javascript:, data:, vbscript:, relative
 * paths) is no link to an outside page.
 */
export function isWebAddress(text: string): boolean {
  if (!WEB_ADDRESS_SHAPE.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A stored link as an API answer hands it out: the address when it is one, otherwise null. */
export const webAddressOrNull = (text: string | null | undefined) =>
  text && isWebAddress(text) ? text : null;
