import * as office from '../../shared/contracts/customer-office';
import { notFound } from '../errors';
import { route } from '../http/route';
import { schoolToday } from '../http/school-day';
import { exportMembersCsv } from '../services/customer/office/export-members';
import { listCustomerPage } from '../services/customer/office/list-customer-page';
import { readCustomerRecord } from '../services/customer/office/read-customer-record';
import { saveCustomer } from '../services/customer/office/save-customer';

/** `/api/customer` for the office: the list, one customer, the save and the members' CSV. */
export const customerOfficeRoutes = [
  route(office.listCustomers, (c, { query }) => listCustomerPage(c.var.deps.db, query)),
  route(office.getCustomer, async (c, { params }) => {
    const found = await readCustomerRecord(c.var.deps.db, params.id, schoolToday(c));
    if (!found) throw notFound();
    return found;
  }),
  route(office.saveCustomer, (c, { body }) => saveCustomer(c.var.deps.db, body)),
  route(office.exportMembers, async (c) => {
    const csv = await exportMembersCsv(c.var.deps.db);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="members-${schoolToday(c)}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  }),
];
