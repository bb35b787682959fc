import { isWebAddress } from './web-address';

/** The message of the issuer address rule. */
export const ISSUER_ADDRESS_KEY = 'shared.rules.issuer-address';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Whether `url` names this machine (a development or test identity provider). */
export const isLoopbackUrl = (url: URL) => LOOPBACK_HOSTS.includes(url.hostname);

/**
 * Whether `text` may be an OpenID Connect issuer: an https address without query or fragment
 * (OIDC Discovery §3 compares the issuer as written); plain http only for a provider on this
 * machine, since the client secret and the codes travel to it.
 */
export function isIssuerAddress(text: string): boolean {
  if (!isWebAddress(text)) return false;
  const url = new URL(text);
  if (url.search !== '' || url.hash !== '' || text.includes('#') || text.includes('?'))
    return false;
  return url.protocol === 'https:' || isLoopbackUrl(url);
}
