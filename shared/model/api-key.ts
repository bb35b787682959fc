import * as v from 'valibot';
import { textSchema } from '../rules/text';

/**
 * API keys of external providers (spec 002 §3 "API key", §7; issue 21.4). A key authenticates a
 * provider's machine calls: `Authorization: Bearer kb_<id>_<secret>`. Only its SHA-256 hash is
 * stored; `prefix` (`kb_<id>`) names it in lists and logs.
 */

/** Message keys of the key rules and answers. */
export const API_KEY_KEYS = {
  name: 'apiKeys.rules.name',
  /** A key sent to a route that machine calls may not use (the portal's session routes). */
  notForKeys: 'auth.apiKeyNotAllowed',
} as const;

/** The start of every key: tells a key from a session token at a glance and in logs. */
export const API_KEY_PREFIX = 'kb_';

/** One key as the lists show it; the secret is never among it. */
export interface ApiKeyRow {
  id: number;
  name: string;
  /** `kb_<id>`, the key's public part. */
  prefix: string;
  /** ISO date-times. */
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** The provider the key belongs to (a SYS_ADMIN's list shows everyone's). */
  provider: { personId: number; name: string; login: string };
}

/** `PUT /api/api-key`'s answer: the new key with its secret, shown this once. */
export interface CreatedApiKey extends ApiKeyRow {
  key: string;
}

/** `PUT /api/api-key`'s body: the key's name, required (what the provider uses it for). */
export const apiKeyInputSchema = v.object({
  name: textSchema({ required: true, messageKey: API_KEY_KEYS.name }),
});

export type ApiKeyInput = v.InferOutput<typeof apiKeyInputSchema>;
