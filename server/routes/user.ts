import { ROLES } from '../../shared/model/enums';
import * as user from '../../shared/contracts/user';
import * as office from '../../shared/contracts/user-office';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import { forbidden, notFound } from '../errors';
import { routeBodyLimit } from '../http/body-limit';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { findCustomerOfPerson } from '../services/customer/find-customer';
import { readCustomerProfile } from '../services/customer/read-customer-profile';
import { paymentFor } from '../services/customer/widget-payment';
import { historyActor } from '../services/history/history-actor';
import { checkedImage, imageTooLarge } from '../services/image/checked-image';
import { loginExists } from '../services/person/check-login-exists';
import { listUserPage } from '../services/user/list-user-page';
import { lockUser } from '../services/user/lock-user';
import { readUserRecord } from '../services/user/read-user-record';
import { saveUser } from '../services/user/save-user';

/** The picture of the user's person, refused on its field as the person form's is. */
const USER_IMAGE = {
  field: 'imageFile',
  tooLarge: 'person.imageTooLarge',
  wrongType: 'person.imageType',
} as const;

/** The multipart body holds the user's JSON besides the picture: allow some room for it. */
const MAX_USER_BODY = MAX_IMAGE_BYTES + 256_000;

/**
 * `/api/user`: the role list, the login check of the user form, the customer profile, and the
 * office's users (list, one user, save, lock; services/user/README.md).
 */
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
  route(office.listUsers, (c, { query }) => listUserPage(c.var.deps.db, query)),
  route(office.getUser, async (c, { params }) => {
    const found = await readUserRecord(c.var.deps.db, params.id);
    if (!found) throw notFound();
    return found;
  }),
  route(
    office.saveUser,
    async (c, { form }) =>
      saveUser(
        c.var.deps.db,
        requiredSession(c),
        form.json,
        historyActor(c),
        await checkedImage(form.imageFile, USER_IMAGE),
      ),
    {
      before: [
        routeBodyLimit(MAX_USER_BODY, () => {
          throw imageTooLarge(USER_IMAGE);
        }),
      ],
    },
  ),
  route(office.lockUser, (c, { params, body }) =>
    lockUser(c.var.deps.db, requiredSession(c), params.id, body.locked, historyActor(c)),
  ),
];
