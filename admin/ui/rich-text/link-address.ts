import { isWebAddress } from '../../../shared/rules/web-address';

/** A mailto: link to one address (a query such as ?subject= allowed). */
const MAIL_LINK = /^mailto:[^\s@<>"]+@[^\s@<>"]+$/i;
/** A tel: link: a plus, digits and the usual separators, at least three digits. */
const PHONE_LINK = /^tel:\+?[\d ()./-]*$/i;

/**
 * Whether `text` may be a link in a rich text: an absolute http(s) address, a mailto: or a tel:
 * link — what the server's sanitiser keeps (server/services/event/sanitize-rich-text.ts).
 * Anything else (javascript:, data:, a relative path) would be dropped on save, so the link
 * dialog refuses it at once.
 */
export function isLinkAddress(text: string): boolean {
  if (isWebAddress(text)) return true;
  if (MAIL_LINK.test(text)) return true;
  return PHONE_LINK.test(text) && (text.match(/\d/g)?.length ?? 0) >= 3;
}
