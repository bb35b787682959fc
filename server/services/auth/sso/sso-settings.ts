import { inArray } from 'drizzle-orm';
import { CONFIGURATION_DEFAULTS, isSwitchOn } from '../../../../shared/model/config';
import type { Reader } from '../../../db/database';
import { configuration } from '../../../db/schema';
import { createSsoClient, type SsoClient, type SsoSettings } from './sso-client';

const SSO_KEYS = ['ssoEnabled', 'ssoIssuer', 'ssoClientId', 'ssoClientSecret'] as const;

/**
 * The identity provider sign-in uses now, or undefined when there is none or it is switched off.
 * The configuration's issuer, client id and secret count as a whole; while its issuer is empty
 * the server's SSO_* settings (`fallback`) apply. `ssoEnabled` switches either off.
 */
export async function readSsoSettings(
  db: Reader,
  fallback: SsoSettings | undefined,
): Promise<SsoSettings | undefined> {
  const rows = await db
    .select({ key: configuration.key, value: configuration.value })
    .from(configuration)
    .where(inArray(configuration.key, [...SSO_KEYS]));
  const value = (key: (typeof SSO_KEYS)[number]) =>
    rows.find((row) => row.key === key)?.value ?? CONFIGURATION_DEFAULTS[key];
  if (!isSwitchOn(value('ssoEnabled'))) return undefined;
  const issuer = value('ssoIssuer');
  if (!issuer) return fallback;
  return {
    issuer,
    clientId: value('ssoClientId'),
    clientSecret: value('ssoClientSecret') || undefined,
  };
}

/**
 * One openid-client per provider settings, made when they first appear: a change of issuer, id
 * or secret in the configuration makes a new one (a new discovery) at the next sign-in, with no
 * restart. Sign-ins started before the change finish with the new settings (their PKCE verifier
 * and nonce are in the database, not in the client).
 */
export function createSsoClients(redirectUri: string) {
  let kept: { key: string; client: SsoClient } | undefined;
  return {
    for(settings: SsoSettings): SsoClient {
      const key = JSON.stringify([settings.issuer, settings.clientId, settings.clientSecret]);
      if (kept?.key !== key) kept = { key, client: createSsoClient(settings, redirectUri) };
      return kept.client;
    },
  };
}

/** The clients {@link createSsoClients} keeps. */
export type SsoClients = ReturnType<typeof createSsoClients>;
