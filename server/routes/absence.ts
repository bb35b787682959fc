import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as contract from '../../shared/contracts/absence';
import { customers } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { AppEnv } from '../http/env';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolToday } from '../http/school-day';
import { absenceScopeOf, childInScope, inScope } from '../services/absence/absence-access';
import {
  readAbsence,
  readAbsenceServices,
  readCustomerAbsences,
  readParticipantAbsences,
  withoutCustomer,
} from '../services/absence/read-absences';
import { deleteAbsence, saveAbsence } from '../services/absence/save-absence';

const scopeOf = (c: Context<AppEnv>) => absenceScopeOf(c.var.deps.db, requiredSession(c));

/** A child the caller may act for (403 another family's), 404 for the office if unknown. */
async function reachableChild(c: Context<AppEnv>, participantId: number) {
  const child = await childInScope(c.var.deps.db, await scopeOf(c), participantId);
  if (!child) throw notFound();
}

/** `/api/absence`: a child's absences, read, reported, changed and withdrawn (issue 18.5). */
export const absenceRoutes = [
  route(contract.listParticipantAbsences, async (c, { params }) => {
    await reachableChild(c, params.id);
    return readParticipantAbsences(c.var.deps.db, params.id);
  }),
  route(contract.listCustomerAbsences, async (c, { query }) => {
    const scope = await scopeOf(c);
    if (query.customerId !== undefined) {
      const [customer] = await c.var.deps.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, query.customerId));
      if (!customer) throw notFound();
      if (!inScope(scope, query.customerId)) throw forbidden();
      return readCustomerAbsences(c.var.deps.db, query.customerId);
    }
    const own = scope?.customerId ?? null;
    return own === null ? [] : readCustomerAbsences(c.var.deps.db, own);
  }),
  route(contract.listAbsenceServices, async (c, { params }) => {
    await reachableChild(c, params.id);
    return readAbsenceServices(c.var.deps.db, params.id);
  }),
  route(contract.getAbsence, async (c, { params }) => {
    const absence = await readAbsence(c.var.deps.db, params.id);
    if (!absence) throw notFound();
    if (!inScope(await scopeOf(c), absence.customerId)) throw forbidden();
    return withoutCustomer(absence);
  }),
  route(contract.saveAbsence, async (c, { body }) =>
    saveAbsence(c.var.deps.db, body, { scope: await scopeOf(c), today: schoolToday(c) }),
  ),
  route(contract.deleteAbsence, async (c, { params }) =>
    deleteAbsence(c.var.deps.db, params.id, { scope: await scopeOf(c), today: schoolToday(c) }),
  ),
];
