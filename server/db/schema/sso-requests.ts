import { text, timestamp, pgTable } from 'drizzle-orm/pg-core';

/**
 * A sign-in with the school's identity provider under way (issue 21.5): the PKCE verifier and
 * nonce of one authorization request, found by the hash of its `state` and deleted when used,
 * so a code comes back at most once. Rows live 10 minutes.
 */
export const ssoRequests = pgTable('sso_requests', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
