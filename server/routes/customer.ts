import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { trimmedText } from '../../shared/model/storable';
import { hasAnyRole } from '../../shared/access/has-role';
import { rolesOfRow } from '../../shared/access/route-roles';
import type { AppEnv } from '../http/env';
import { allow, allowWidget, requiredSession } from '../http/guard';
import { schoolToday } from '../http/school-day';
import { idText, jsonBody, queryOf } from '../http/validate';
import { forbidden, notFound } from '../errors';
import { checkMissingInformation } from '../services/customer/check-missing-information';
import { checkPayment } from '../services/customer/check-payment';
import {
  findCustomerById,
  findCustomerOfPerson,
  type CustomerRow,
} from '../services/customer/find-customer';
import { findCustomerByEmail } from '../services/customer/find-customer-by-email';
import { paymentCheckSchema, paymentUpdateSchema } from '../services/customer/payment-input-schema';
import { paymentOf } from '../services/customer/read-payment';
import { updatePayment } from '../services/customer/update-payment';
import { updateSpouse } from '../services/customer/update-spouse';
import { checkWidgetPaymentUpdate, paymentFor } from '../services/customer/widget-payment';
import { spouseUpdateSchema } from '../services/person/person-input-schema';

/** Who manages customers: the `/customer` row of the portal's route table (ADMIN). */
const CUSTOMER_MANAGERS = rolesOfRow('/customer');

const customerIdQuery = v.object({
  customerId: v.optional(idText),
});
const emailQuery = v.object({ email: v.pipe(trimmedText(), v.nonEmpty()) });

/**
 * The person whose customer data a call is about: the caller's own, or with `customerId` that
 * customer's, which only a manager may name (a customer naming someone else's answers 403).
 * The customer is null for a customer who has not saved any payment data yet.
 */
async function targetOf(
  c: Context<AppEnv>,
  customerId: number | undefined,
): Promise<{ personId: number; customer: CustomerRow | null }> {
  const session = requiredSession(c);
  const { db } = c.var.deps;
  if (customerId === undefined) {
    const customer = await findCustomerOfPerson(db, session.personId);
    // Only a customer's own call may create their customer record (first payment save); an
    // admin without one must name the customer rather than become one by accident.
    if (!customer && !hasAnyRole(session, ['CUSTOMER'])) throw notFound();
    return { personId: session.personId, customer };
  }
  const customer = await findCustomerById(db, customerId);
  const own = customer?.personId === session.personId;
  if (!own && !hasAnyRole(session, CUSTOMER_MANAGERS)) throw forbidden();
  if (!customer) throw notFound();
  return { personId: customer.personId, customer };
}

/** `/api/customer`: payment data, the payment prompt's check, the spouse and the e-mail check. */
export const customerRoutes = new Hono<AppEnv>()
  .get('/is-missing-information', allowWidget('CUSTOMER'), async (c) =>
    c.json(await checkMissingInformation(c.var.deps.db, requiredSession(c).personId)),
  )
  .get(
    '/payment',
    allowWidget('CUSTOMER', ...CUSTOMER_MANAGERS),
    queryOf(customerIdQuery),
    async (c) => {
      const { customer } = await targetOf(c, c.req.valid('query').customerId);
      return c.json(paymentFor(requiredSession(c), paymentOf(customer)));
    },
  )
  .put(
    '/payment',
    allowWidget('CUSTOMER', ...CUSTOMER_MANAGERS),
    queryOf(customerIdQuery),
    jsonBody(paymentUpdateSchema),
    async (c) => {
      const { personId, customer } = await targetOf(c, c.req.valid('query').customerId);
      const update = c.req.valid('json');
      const session = requiredSession(c);
      checkWidgetPaymentUpdate(session, customer, update);
      const payment = await updatePayment(c.var.deps.db, personId, update, {
        today: schoolToday(c),
      });
      return c.json(paymentFor(session, payment));
    },
  )
  .post(
    '/validate-payment',
    allowWidget('CUSTOMER', ...CUSTOMER_MANAGERS),
    jsonBody(paymentCheckSchema),
    (c) => c.json(checkPayment(c.req.valid('json'))),
  )
  .put(
    '/spouse',
    allow('CUSTOMER', ...CUSTOMER_MANAGERS),
    queryOf(customerIdQuery),
    // Built per request: the birthday rule needs today's date of the app's clock.
    jsonBody(spouseUpdateSchema),
    async (c) => {
      const { spouse, version } = c.req.valid('json');
      const { customer } = await targetOf(c, c.req.valid('query').customerId);
      if (!customer) throw notFound();
      return c.json(await updateSpouse(c.var.deps.db, customer, spouse, version));
    },
  )
  .get('/exists', allow(...CUSTOMER_MANAGERS), queryOf(emailQuery), async (c) =>
    c.json(await findCustomerByEmail(c.var.deps.db, c.req.valid('query').email)),
  );
