import type { Context } from 'hono';
import { can } from '../../shared/access/capabilities';
import {
  customerExistsContract,
  missingInformationContract,
  readPaymentContract,
  savePaymentContract,
  saveSpouseContract,
  validatePaymentContract,
} from '../../shared/contracts/customer';
import type { AppEnv } from '../http/env';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolToday } from '../http/school-day';
import { forbidden, notFound } from '../errors';
import { checkMissingInformation } from '../services/customer/check-missing-information';
import { checkPayment } from '../services/customer/check-payment';
import {
  findCustomerById,
  findCustomerOfPerson,
  type CustomerRow,
} from '../services/customer/find-customer';
import { findCustomerByEmail } from '../services/customer/find-customer-by-email';
import { paymentOf } from '../services/customer/read-payment';
import { updatePayment } from '../services/customer/update-payment';
import { updateSpouse } from '../services/customer/update-spouse';
import { checkWidgetPaymentUpdate, paymentFor } from '../services/customer/widget-payment';

/**
 * The person whose customer data a call is about: the caller's own, or with `customerId` that
 * customer's, which only `customer.manage` may name for someone else (403 otherwise; 404 for
 * an unknown customer, server README "Not found"). The customer is null for a customer who has
 * not saved any payment data yet.
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
    if (!customer && !can(session, 'customer.own')) throw notFound();
    return { personId: session.personId, customer };
  }
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw notFound();
  if (customer.personId !== session.personId && !can(session, 'customer.manage')) {
    throw forbidden();
  }
  return { personId: customer.personId, customer };
}

/** `/api/customer`: payment data, the payment prompt's check, the spouse and the e-mail check. */
export const customerRoutes = [
  route(missingInformationContract, async (c) =>
    checkMissingInformation(c.var.deps.db, requiredSession(c).personId),
  ),
  route(readPaymentContract, async (c, { query }) => {
    const { customer } = await targetOf(c, query.customerId);
    return paymentFor(requiredSession(c), paymentOf(customer));
  }),
  route(savePaymentContract, async (c, { query, body }) => {
    const { personId, customer } = await targetOf(c, query.customerId);
    const session = requiredSession(c);
    checkWidgetPaymentUpdate(session, customer, body);
    const payment = await updatePayment(c.var.deps.db, personId, body, { today: schoolToday(c) });
    return paymentFor(session, payment);
  }),
  route(validatePaymentContract, (_c, { body }) => checkPayment(body)),
  route(saveSpouseContract, async (c, { query, body }) => {
    const { customer } = await targetOf(c, query.customerId);
    if (!customer) throw notFound();
    return updateSpouse(c.var.deps.db, customer, body.spouse, body.version);
  }),
  route(customerExistsContract, async (c, { query }) =>
    findCustomerByEmail(c.var.deps.db, query.email),
  ),
];
