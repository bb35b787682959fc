import { ROLES } from '../../shared/model/enums';
import * as user from '../../shared/contracts/user';
import { forbidden } from '../errors';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { findCustomerOfPerson } from '../services/customer/find-customer';
import { readCustomerProfile } from '../services/customer/read-customer-profile';
import { paymentFor } from '../services/customer/widget-payment';
import { loginExists } from '../services/person/check-login-exists';

/** `/api/user`: the role list, the login check of the user form and the customer profile. */
export const userRoutes = [
  // The full role list (spec 000 §6 "the full role list comes from the server").
  route(user.listRoles, () => [...ROLES]),
  route(user.userExists, async (c, { query }) => ({
    exists: await loginExists(c.var.deps.db, query.login),
  })),
  route(user.getCustomerProfile, async (c) => {
    const { db } = c.var.deps;
    const session = requiredSession(c);
    const customer = await findCustomerOfPerson(db, session.personId);
    if (!customer) throw forbidden();
    const profile = await readCustomerProfile(db, customer);
    return { ...profile, payment: paymentFor(session, profile.payment) };
  }),
];
