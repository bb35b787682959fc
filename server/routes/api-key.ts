import * as contracts from '../../shared/contracts/api-key';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/api-key/manage-api-keys';

/** `/api/api-key`: the providers' keys (issue 21.4; services/api-key/README.md). */
export const apiKeyRoutes = [
  route(contracts.listApiKeys, (c) => listApiKeys(c.var.deps.db, requiredSession(c))),
  route(contracts.createApiKey, (c, { body }) =>
    createApiKey(c.var.deps.db, requiredSession(c), body, c.var.deps.now()),
  ),
  route(contracts.revokeApiKey, (c, { params }) =>
    revokeApiKey(c.var.deps.db, requiredSession(c), params.id, c.var.deps.now()),
  ),
];
