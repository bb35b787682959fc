import { cors } from 'hono/cors';

/**
 * CORS for the API: widgets on partners' pages call it from their own origins with
 * `Authorization: Bearer` (DESIGN §5). No cookie ever authenticates an API call, so allowing
 * any origin without credentials exposes nothing a caller could not fetch with its own token.
 */
export const apiCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowHeaders: ['Authorization', 'Content-Type'],
  exposeHeaders: ['Content-Disposition'],
  credentials: false,
  maxAge: 600,
});
