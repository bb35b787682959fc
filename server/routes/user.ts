import { Hono } from 'hono';
import * as v from 'valibot';
import { trimmedText } from '../../shared/model/storable';
import { rolesOfRow } from '../../shared/access/route-roles';
import { ROLES } from '../../shared/model/enums';
import { forbidden } from '../errors';
import type { AppEnv } from '../http/env';
import { SIGNED_IN, allow, allowWidget, requiredSession } from '../http/guard';
import { queryOf } from '../http/validate';
import { findCustomerOfPerson } from '../services/customer/find-customer';
import { readCustomerProfile } from '../services/customer/read-customer-profile';
import { paymentFor } from '../services/customer/widget-payment';
import { loginExists } from '../services/person/check-login-exists';

/** Who administers users: the `/user` row of the portal's route table. */
const USER_ADMINS = rolesOfRow('/user');

/**
 * Who may ask for a customer profile. MEMBER and GUARDIAN are let through because such a user
 * may also be a paying parent (the demo member is); anyone without a customer record gets 403.
 */
const PROFILE_ROLES = ['CUSTOMER', 'MEMBER', 'GUARDIAN'] as const;

const loginQuery = v.object({ login: v.pipe(trimmedText(), v.nonEmpty()) });

/** `/api/user`: the role list, the login check of the user form and the customer profile. */
export const userRoutes = new Hono<AppEnv>()
  // The full role list (spec 000 §6 "the full role list comes from the server").
  .get('/role', allow(...SIGNED_IN), (c) => c.json([...ROLES]))
  .get('/exists', allow(...USER_ADMINS), queryOf(loginQuery), async (c) =>
    c.json({ exists: await loginExists(c.var.deps.db, c.req.valid('query').login) }),
  )
  // The widget's payment step prefills from it; a widget's session reads the IBAN masked.
  .get('/customer-profile', allowWidget(...PROFILE_ROLES), async (c) => {
    const { db } = c.var.deps;
    const session = requiredSession(c);
    const customer = await findCustomerOfPerson(db, session.personId);
    if (!customer) throw forbidden();
    const profile = await readCustomerProfile(db, customer);
    return c.json({ ...profile, payment: paymentFor(session, profile.payment) });
  });
