import { Hono } from 'hono';
import { ROLES } from '../../shared/model/enums';
import type { AppEnv } from '../http/env';
import { SIGNED_IN, allow } from '../http/guard';

/** `/api/user`: the full role list (spec 000 §6 "the full role list comes from the server"). */
export const userRoutes = new Hono<AppEnv>().get('/role', allow(...SIGNED_IN), (c) =>
  c.json([...ROLES]),
);
