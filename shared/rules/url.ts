import * as v from 'valibot';
import { trimmedText } from '../model/storable';

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

/**
 * A link to an outside page as a form or request sends it (the childminding provider, a
 * service's map): trimmed, empty allowed, otherwise an http or https address
 * (`shared.rules.web-address`). Every URL field's schema uses it, in the forms and the server.
 */
export const webAddressSchema = v.pipe(
  trimmedText(),
  v.check((value) => value === '' || isWebAddress(value), WEB_ADDRESS_KEY),
);
