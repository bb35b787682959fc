import { apiKeyInputSchema, type ApiKeyRow, type CreatedApiKey } from '../model/api-key';
import { idParamSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * API keys (spec 002 §7 "API keys", issue 21.4): a provider (`apiKey.use`) creates keys and
 * keeps their own; a SYS_ADMIN (`apiKey.manage`) reads and revokes every provider's. A key
 * itself never reaches these routes: they are the portal's.
 */

/** `GET api/api-key/all-provider`: the caller's keys, every provider's for `apiKey.manage`; newest first. */
export const listApiKeys = endpoint<ApiKeyRow[]>()({
  method: 'GET',
  path: '/api/api-key/all-provider',
  can: 'apiKey.keep',
});

/** `PUT /api/api-key` (body: name): a new key of the caller; the answer holds its secret, once. */
export const createApiKey = endpoint<CreatedApiKey>()({
  method: 'PUT',
  path: '/api/api-key',
  can: 'apiKey.use',
  body: apiKeyInputSchema,
});

/**
 * `DELETE api/api-key/{id}/revoke`: the key stops at once (204; again 204). Another provider's
 * key answers 403 unless the caller may manage every key; an unknown id 404.
 */
export const revokeApiKey = endpoint<void>()({
  method: 'DELETE',
  path: '/api/api-key/:id{[0-9]+}/revoke',
  can: 'apiKey.keep',
  params: idParamSchema,
});
