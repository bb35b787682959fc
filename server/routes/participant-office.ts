import { can } from '../../shared/access/capabilities';
import * as office from '../../shared/contracts/participant-office';
import { requiredSession } from '../http/guard';
import { imageResponse } from '../http/image-response';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import { schoolYearOrCurrent } from '../services/event/list-event-options';
import { historyActor } from '../services/history/history-actor';
import { readParticipants } from '../services/participant/read-participants';
import { deleteParticipantImage } from '../services/participant/office/delete-participant-image';
import { listParticipantBookings } from '../services/participant/office/list-participant-bookings';
import { listParticipantPage } from '../services/participant/office/list-participant-page';
import {
  ensureMayChangeParticipant,
  ensureMayReadParticipant,
} from '../services/participant/office/participant-access';
import { readContactPersons } from '../services/participant/office/read-contact-persons';
import { readParticipantImage } from '../services/participant/office/read-participant-image';
import { notFound } from '../errors';

/** The office's participant screen: the list, one child, its contacts, bookings and picture. */
export const participantOfficeRoutes = [
  route(office.listParticipants, async (c, { query }) => {
    const { db } = c.var.deps;
    const session = requiredSession(c);
    return listParticipantPage(db, query, {
      schoolYearId: await schoolYearOrCurrent(db, query.schoolYear, schoolClock(c).now),
      // Without the office's reach, an instructor sees the children of their services.
      instructorPersonId: can(session, 'participant.manage.any') ? undefined : session.personId,
    });
  }),
  route(office.getParticipant, async (c, { params }) => {
    const { db } = c.var.deps;
    await ensureMayReadParticipant(db, requiredSession(c), params.id);
    return (await readParticipants(db, [params.id]))[0]!;
  }),
  route(office.listContactPersons, async (c, { params }) => {
    const { db } = c.var.deps;
    return readContactPersons(
      db,
      await ensureMayReadParticipant(db, requiredSession(c), params.id),
    );
  }),
  route(office.getParticipantImage, async (c, { params }) => {
    const { db } = c.var.deps;
    const participant = await ensureMayReadParticipant(
      db,
      requiredSession(c),
      params.participantId,
    );
    const image = await readParticipantImage(db, participant, params.imageId);
    if (!image) throw notFound();
    // A new picture gets a new id, so the browser may keep this one; private: a child's picture.
    c.header('Cache-Control', 'private, max-age=3600');
    return imageResponse(c, image);
  }),
  route(office.deleteParticipantImage, async (c, { params }) => {
    const { db } = c.var.deps;
    const participant = await ensureMayChangeParticipant(
      db,
      requiredSession(c),
      params.participantId,
    );
    await deleteParticipantImage(db, participant, params.imageId, historyActor(c));
  }),
  route(office.listParticipantBookings, async (c, { params, query }) => {
    const { db } = c.var.deps;
    await ensureMayReadParticipant(db, requiredSession(c), params.participantId);
    return listParticipantBookings(db, params.participantId, query);
  }),
];
