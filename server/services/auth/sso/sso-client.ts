import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Database } from '../../../db/database';
import { ssoRequests } from '../../../db/schema';
import { isLoopbackUrl } from '../../../../shared/rules/issuer-address';

/** The school's identity provider (the configuration's `sso*`, or SSO_ISSUER, SSO_CLIENT_ID …). */
export interface SsoSettings {
  issuer: string;
  clientId: string;
  /** Without one the portal is a public client: PKCE alone protects the code. */
  clientSecret?: string;
}

/** What the provider vouches for after a good code: the e-mail and whether it verified it. */
export interface SsoIdentity {
  email: string | null;
  emailVerified: boolean;
}

/** Why a code was not taken: anything from an unknown state to a token for another client. */
export class SsoRefused extends Error {
  override name = 'SsoRefused';
}

/** The provider could not be reached or its discovery document read (a 502 to the caller). */
export class SsoUnreachable extends Error {
  override name = 'SsoUnreachable';
}

/** How long a started sign-in may take at the provider. */
export const SSO_REQUEST_MS = 10 * 60 * 1000;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * The authorization code flow with PKCE against the configured issuer (openid-client):
 * `start` makes the provider's address with a fresh state, nonce and code challenge and keeps
 * the verifier in `sso_requests`; `finish` takes that row once, swaps the code at the token
 * endpoint, and checks the ID token (signature, issuer, audience, expiry against the app's
 * clock, nonce). Discovery runs once per server (and per clock offset, which only tests move).
 */
export function createSsoClient(settings: SsoSettings, redirectUri: string) {
  const issuer = new URL(settings.issuer);
  const configurations = new Map<number, Promise<oidc.Configuration>>();

  function configurationAt(now: Date): Promise<oidc.Configuration> {
    // The app's clock decides what "expired" means, as it does for sessions.
    const skew = Math.round((now.getTime() - Date.now()) / 1000);
    let configuration = configurations.get(skew);
    if (!configuration) {
      configuration = oidc.discovery(
        issuer,
        settings.clientId,
        { client_secret: settings.clientSecret, [oidc.clockSkew]: skew },
        settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
        // Plain http only for a provider on this machine (a development or test provider).
        isLoopbackUrl(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      configuration = configuration.catch((error: unknown) => {
        configurations.delete(skew);
        throw new SsoUnreachable(error instanceof Error ? error.message : String(error));
      });
      configurations.set(skew, configuration);
    }
    return configuration;
  }

  async function start(db: Database, now: Date): Promise<{ url: string; state: string }> {
    const configuration = await configurationAt(now);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await db.delete(ssoRequests).where(lt(ssoRequests.expiresAt, now));
    await db.insert(ssoRequests).values({
      stateHash: hashState(state),
      codeVerifier,
      nonce,
      expiresAt: new Date(now.getTime() + SSO_REQUEST_MS),
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  async function finish(
    db: Database,
    { code, state, iss }: { code: string; state: string; iss?: string | undefined },
    now: Date,
  ): Promise<SsoIdentity> {
    // Taken and deleted in one statement: a second use of the state (a replayed code) finds none.
    const [request] = await db
      .delete(ssoRequests)
      .where(and(eq(ssoRequests.stateHash, hashState(state)), gt(ssoRequests.expiresAt, now)))
      .returning();
    if (!request) throw new SsoRefused('unknown or expired state');
    const configuration = await configurationAt(now);
    const callback = new URL(redirectUri);
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', state);
    // RFC 9207: a provider that names itself in the answer is checked against the issuer.
    if (iss !== undefined) callback.searchParams.set('iss', iss);
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new SsoRefused('no ID token');
      // A provider that keeps the e-mail out of the ID token hands it out at userinfo.
      const source =
        claims.email === undefined
          ? await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
          : claims;
      return {
        email: typeof source.email === 'string' ? source.email.trim().toLowerCase() : null,
        emailVerified: source.email_verified === true,
      };
    } catch (error) {
      if (error instanceof SsoRefused) throw error;
      throw new SsoRefused(error instanceof Error ? error.message : String(error));
    }
  }

  return { start, finish };
}

/** The client {@link createSsoClient} makes. */
export type SsoClient = ReturnType<typeof createSsoClient>;
