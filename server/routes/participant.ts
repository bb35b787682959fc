import { can } from '../../shared/access/capabilities';
import * as participant from '../../shared/contracts/participant';
import { forbidden } from '../errors';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { findCustomerOfPerson } from '../services/customer/find-customer';
import { readLinkedChildren } from '../services/participant/read-linked-children';
import { readCustomerParticipants } from '../services/participant/read-participants';
import { saveParticipant } from '../services/participant/save-participant';
import { eq } from 'drizzle-orm';
import { events, instructors } from '../db/schema';
import { notFound } from '../errors';
import { schoolClock } from '../http/school-day';
import { ensureMayReadEvent, ensureMayReadInstructor } from '../services/event/instructor-access';
import { schoolYearOrCurrent } from '../services/event/list-event-options';
import {
  filterParticipants,
  listEventParticipants,
  listInstructorParticipants,
  listParticipantsOfEvent,
} from '../services/participant/list-event-participants';
import type { Reader } from '../db/database';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import { routeBodyLimit } from '../http/body-limit';
import { checkedImage, imageTooLarge } from '../services/image/checked-image';
import { historyActor } from '../services/history/history-actor';

const PARTICIPANT_IMAGE = {
  field: 'imageFile',
  tooLarge: 'person.imageTooLarge',
  wrongType: 'person.imageType',
} as const;

/** The multipart body holds the participant's JSON besides the picture: some room for it. */
const MAX_PARTICIPANT_BODY = MAX_IMAGE_BYTES + 256_000;

/** The service's school year, or 404 when there is no such service. */
async function yearOfEvent(db: Reader, eventId: number): Promise<number> {
  const [event] = await db
    .select({ schoolYearId: events.schoolYearId })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound();
  return event.schoolYearId;
}

/** `/api/participant`: save a child, and the children of a customer with their classes. */
export const participantRoutes = [
  // The service checks that a parent saves only their own children.
  route(
    participant.saveParticipant,
    async (c, { form }) =>
      saveParticipant(c.var.deps.db, form.json, {
        session: requiredSession(c),
        image: await checkedImage(form.imageFile, PARTICIPANT_IMAGE),
        actor: historyActor(c),
      }),
    {
      before: [
        routeBodyLimit(MAX_PARTICIPANT_BODY, () => {
          throw imageTooLarge(PARTICIPANT_IMAGE);
        }),
      ],
    },
  ),
  route(participant.listOwnParticipants, async (c) => {
    const { db } = c.var.deps;
    const customer = await findCustomerOfPerson(db, requiredSession(c).personId);
    return customer ? readCustomerParticipants(db, customer.id) : [];
  }),
  route(participant.listLinkedParticipants, async (c) =>
    readLinkedChildren(c.var.deps.db, requiredSession(c).personId),
  ),
  route(participant.listCustomerParticipants, async (c, { params }) => {
    const session = requiredSession(c);
    if (!can(session, 'participant.manage.any')) {
      const own = await findCustomerOfPerson(c.var.deps.db, session.personId);
      if (own?.id !== params.id) throw forbidden();
    }
    return readCustomerParticipants(c.var.deps.db, params.id);
  }),
  // The office's reads: existence first (404), then an instructor's own services (403).
  route(participant.listEventParticipants, async (c, { params, query }) => {
    const { db } = c.var.deps;
    await yearOfEvent(db, params.eventId);
    await ensureMayReadEvent(db, requiredSession(c), params.eventId);
    return listEventParticipants(db, params.eventId, query);
  }),
  route(participant.listParticipantsOfEvent, async (c, { body }) => {
    const { db } = c.var.deps;
    const year = await yearOfEvent(db, body.id);
    await ensureMayReadEvent(db, requiredSession(c), body.id);
    return listParticipantsOfEvent(db, body.id, year);
  }),
  route(participant.listInstructorParticipants, async (c, { params }) => {
    const { db } = c.var.deps;
    const [found] = await db
      .select({ id: instructors.id })
      .from(instructors)
      .where(eq(instructors.id, params.id));
    if (!found) throw notFound();
    await ensureMayReadInstructor(db, requiredSession(c), params.id);
    const year = await schoolYearOrCurrent(db, undefined, schoolClock(c).now);
    return listInstructorParticipants(db, params.id, year);
  }),
  route(participant.filterParticipants, async (c, { query }) => {
    const { db } = c.var.deps;
    const year = await schoolYearOrCurrent(db, query.schoolYear, schoolClock(c).now);
    return filterParticipants(db, year, query.grades);
  }),
];
