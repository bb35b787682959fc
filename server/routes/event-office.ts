import * as office from '../../shared/contracts/event-office';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import { EVENT_KEYS } from '../../shared/rules/event';
import { notFound } from '../errors';
import { routeBodyLimit } from '../http/body-limit';
import { bookingMail, kickMails } from '../http/booking-mail';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { schoolClock } from '../http/school-day';
import { checkedImage, imageTooLarge } from '../services/image/checked-image';
import { cancelEvent } from '../services/event/cancel-event';
import { cloneEvent } from '../services/event/clone-event';
import { historyActor } from '../services/history/history-actor';
import { deleteEventImage } from '../services/event/delete-event-image';
import { exportParticipants } from '../services/event/export-participants';
import { ensureMayReadEvent } from '../services/event/instructor-access';
import { listEventPage } from '../services/event/list-event-page';
import {
  listEventsOfParticipant,
  listEventsOfPersons,
  listEventsOfYear,
  schoolYearOrCurrent,
} from '../services/event/list-event-options';
import { readEventBaseData } from '../services/event/read-base-data';
import { readEventRecord } from '../services/event/read-event-record';
import { saveEvent } from '../services/event/save-event';

const EVENT_IMAGE = {
  field: 'eventImage',
  tooLarge: EVENT_KEYS.imageTooLarge,
  wrongType: EVENT_KEYS.imageType,
};

/** The multipart body holds the service's JSON besides the picture: room for long rich texts. */
const MAX_EVENT_BODY = MAX_IMAGE_BYTES + 1_000_000;

/** `/api/event` for the office: list, record, save, clone, picture, composer pickers, base data, export. */
export const eventOfficeRoutes = [
  route(office.listEvents, (c, { query }) =>
    listEventPage(c.var.deps.db, query, requiredSession(c), schoolClock(c).today),
  ),
  route(office.readEventRecord, async (c, { params }) => {
    const { db } = c.var.deps;
    const record = await readEventRecord(db, params.id);
    if (!record) throw notFound();
    await ensureMayReadEvent(db, requiredSession(c), params.id);
    return record;
  }),
  route(
    office.saveEvent,
    async (c, { form }) => {
      const saved = await saveEvent(
        c.var.deps.db,
        form.json,
        await checkedImage(form.eventImage, EVENT_IMAGE),
        { mail: bookingMail(c) },
      );
      kickMails(c);
      return saved;
    },
    {
      before: [
        routeBodyLimit(MAX_EVENT_BODY, () => {
          throw imageTooLarge(EVENT_IMAGE);
        }),
      ],
    },
  ),
  route(office.cloneEvent, async (c, { params }) => {
    const copy = await cloneEvent(c.var.deps.db, params.id);
    if (!copy) throw notFound();
    return copy;
  }),
  route(office.cancelEvent, async (c, { params, body }) => {
    const { now, today } = schoolClock(c);
    const result = await cancelEvent(c.var.deps.db, params.id, body.sendEmail, {
      today,
      now,
      actor: historyActor(c),
      mail: bookingMail(c),
    });
    kickMails(c);
    return result;
  }),
  route(office.deleteEventImage, (c, { params }) =>
    deleteEventImage(c.var.deps.db, params.eventId, params.imageId),
  ),
  route(office.listEventsByParticipant, async (c, { params, query }) => {
    const { db } = c.var.deps;
    const year = await schoolYearOrCurrent(db, query.schoolYear, schoolClock(c).now);
    return listEventsOfParticipant(db, params.id, year);
  }),
  route(office.listEventsWithoutPerson, async (c, { query }) => {
    const { db } = c.var.deps;
    return listEventsOfYear(
      db,
      await schoolYearOrCurrent(db, query.schoolYear, schoolClock(c).now),
    );
  }),
  route(office.listEventsOfPersons, async (c, { body }) => {
    const { db } = c.var.deps;
    return listEventsOfPersons(
      db,
      body,
      await schoolYearOrCurrent(db, undefined, schoolClock(c).now),
    );
  }),
  route(office.eventBaseData, (c) => readEventBaseData(c.var.deps.db, schoolClock(c).now)),
  route(office.exportEventParticipants, async (c, { params }) => {
    const { db } = c.var.deps;
    const file = await exportParticipants(db, params.id);
    if (!file) throw notFound();
    await ensureMayReadEvent(db, requiredSession(c), params.id);
    return new Response(new Blob([file as Uint8Array<ArrayBuffer>]), {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': 'attachment; filename="export.xlsx"',
        'Cache-Control': 'no-store',
      },
    });
  }),
];
