import { can } from '../../shared/access/capabilities';
import * as participant from '../../shared/contracts/participant';
import { forbidden } from '../errors';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { findCustomerOfPerson } from '../services/customer/find-customer';
import { readCustomerParticipants } from '../services/participant/read-participants';
import { saveParticipant } from '../services/participant/save-participant';

/** `/api/participant`: save a child, and the children of a customer with their classes. */
export const participantRoutes = [
  // The service checks that a parent saves only their own children.
  route(participant.saveParticipant, async (c, { body }) =>
    saveParticipant(c.var.deps.db, body, { session: requiredSession(c) }),
  ),
  route(participant.listOwnParticipants, async (c) => {
    const { db } = c.var.deps;
    const customer = await findCustomerOfPerson(db, requiredSession(c).personId);
    return customer ? readCustomerParticipants(db, customer.id) : [];
  }),
  route(participant.listCustomerParticipants, async (c, { params }) => {
    const session = requiredSession(c);
    if (!can(session, 'participant.manage.any')) {
      const own = await findCustomerOfPerson(c.var.deps.db, session.personId);
      if (own?.id !== params.id) throw forbidden();
    }
    return readCustomerParticipants(c.var.deps.db, params.id);
  }),
];
