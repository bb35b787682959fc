import * as office from '../../shared/contracts/customer-office';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import { notFound } from '../errors';
import { routeBodyLimit } from '../http/body-limit';
import { route } from '../http/route';
import { schoolToday } from '../http/school-day';
import { exportMembersCsv } from '../services/customer/office/export-members';
import { listGrantableDiscounts } from '../services/customer/office/granted-discounts';
import { listCustomerPage } from '../services/customer/office/list-customer-page';
import { readCustomerRecord } from '../services/customer/office/read-customer-record';
import { saveCustomer } from '../services/customer/office/save-customer';
import { historyActor } from '../services/history/history-actor';
import { checkedImage, imageTooLarge } from '../services/image/checked-image';

const PERSON_IMAGE = {
  field: 'personImageFile',
  tooLarge: 'person.imageTooLarge',
  wrongType: 'person.imageType',
} as const;
const SPOUSE_IMAGE = { ...PERSON_IMAGE, field: 'spouseImageFile' } as const;

/** Two pictures and the customer's JSON. */
const MAX_CUSTOMER_BODY = 2 * MAX_IMAGE_BYTES + 256_000;
/**
 * `/api/customer` for the office: the list, one customer, the save, the discounts to grant and
 * the members' CSV.
 */
export const customerOfficeRoutes = [
  route(office.listGrantableDiscounts, (c) => listGrantableDiscounts(c.var.deps.db)),
  route(office.listCustomers, (c, { query }) => listCustomerPage(c.var.deps.db, query)),
  route(office.getCustomer, async (c, { params }) => {
    const found = await readCustomerRecord(c.var.deps.db, params.id, schoolToday(c));
    if (!found) throw notFound();
    return found;
  }),
  route(
    office.saveCustomer,
    async (c, { form }) =>
      saveCustomer(c.var.deps.db, form.json, historyActor(c), {
        person: await checkedImage(form.personImageFile, PERSON_IMAGE),
        spouse: await checkedImage(form.spouseImageFile, SPOUSE_IMAGE),
      }),
    {
      before: [
        routeBodyLimit(MAX_CUSTOMER_BODY, () => {
          throw imageTooLarge(PERSON_IMAGE);
        }),
      ],
    },
  ),
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
