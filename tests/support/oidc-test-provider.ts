import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider on this machine (`oidc-provider`) for the school sign-in's
 * tests (issue 21.5), API and browser alike. Its own login form (the package's development
 * interactions) takes any login, which is the account's e-mail; `unverified:` in front makes the
 * e-mail unverified. Consent is granted at once, so signing in is one form.
 */
export interface OidcTestProvider {
  issuer: string;
  /**
   * Changes the next ID tokens the token endpoint hands out, re-signed with the provider's own
   * key (so only the changed claim is wrong): another audience, an expiry in the past.
   */
  tamper(change: ((claims: Record<string, unknown>) => void) | null): void;
  close(): Promise<void>;
}

/** A client the provider knows: its id, `<id>-secret`, and where it sends the browser back. */
export interface OidcTestClient {
  id: string;
  redirectUri: string;
}

/** The provider's signing key, kept by the test so it can re-sign a token it changed. */
function signingKey(): { jwk: Record<string, unknown>; key: KeyObject } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  return { jwk, key: createPrivateKey({ key: jwk as never, format: 'jwk' }) };
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** The JWT `token` with its payload changed by `change`, signed again (RS256) with `key`. */
function resign(token: string, key: KeyObject, change: (claims: Record<string, unknown>) => void) {
  const [header, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  change(claims);
  const body = `${header}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign('sha256', Buffer.from(body), key).toString('base64url')}`;
}

export async function startOidcTestProvider(clients: OidcTestClient[]): Promise<OidcTestProvider> {
  const server = createServer();
  // Longer than a busy test's pause (opening a database blocks the loop for seconds), so the
  // app's kept-alive connection is never closed under a request.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { jwk, key } = signingKey();
  const provider = new Provider(issuer, {
    clients: clients.map(({ id, redirectUri }) => ({
      client_id: id,
      client_secret: `${id}-secret`,
      redirect_uris: [redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    })),
    jwks: { keys: [jwk as never] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    findAccount: (_context: unknown, id: string) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id.replace(/^unverified:/, ''),
        email_verified: !id.startsWith('unverified:'),
      }),
    }),
    // No consent page: every client is granted what it asks for.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
    ttl: { IdToken: 300, AccessToken: 300, Interaction: 600, Grant: 600, Session: 600 },
  });
  let tampering: ((claims: Record<string, unknown>) => void) | null = null;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (tampering && ctx.path === '/token' && typeof body?.id_token === 'string')
      ctx.body = { ...body, id_token: resign(body.id_token, key, tampering) };
  });
  server.on('request', provider.callback());
  return {
    issuer,
    tamper(change) {
      tampering = change;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
