import { can } from '../../shared/access/capabilities';
import * as person from '../../shared/contracts/person';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import { routeBodyLimit } from '../http/body-limit';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { forbidden, notFound } from '../errors';
import { checkedImage, imageTooLarge } from '../services/image/checked-image';
import {
  findOtherPersonByEmail,
  findPersonByEmail,
  findPersonIdByEmail,
} from '../services/person/find-person-by-email';
import { familyOf, isFamilyPerson } from '../services/person/family-scope';
import { listPersonPage } from '../services/person/list-person-page';
import { readPerson } from '../services/person/read-person';
import { historyActor } from '../services/history/history-actor';
import { savePerson } from '../services/person/save-person';

const PERSON_IMAGE = {
  field: 'imageFile',
  tooLarge: 'person.imageTooLarge',
  wrongType: 'person.imageType',
} as const;

/** The multipart body may hold the person's JSON besides the picture: allow some room for it. */
const MAX_PERSON_BODY = MAX_IMAGE_BYTES + 256_000;

/** `/api/person`: read a person, find one by e-mail, and save the person form (multipart). */
export const personRoutes = [
  route(person.personExists, async (c, { query }) => ({
    id: await findPersonIdByEmail(c.var.deps.db, query.email),
  })),
  route(person.checkMail, async (c, { query }) => {
    const other = await findOtherPersonByEmail(c.var.deps.db, query.mail, query.id ?? null);
    // Families may learn that an address is taken, not whose it is.
    const named = other !== null && can(requiredSession(c), 'person.read.any');
    return {
      existAlready: other !== null,
      givenName: named ? other.givenName : null,
      familyName: named ? other.familyName : null,
    };
  }),
  route(person.findPersonByEmail, async (c, { query }) => {
    const found = await findPersonByEmail(c.var.deps.db, query.email, {
      includeRoles: query.includeRoles === 'true',
    });
    if (!found) throw notFound();
    return found;
  }),
  route(person.listPersons, async (c, { query }) => {
    const session = requiredSession(c);
    const family = can(session, 'person.read.any')
      ? null
      : await familyOf(c.var.deps.db, session.personId);
    return listPersonPage(c.var.deps.db, query, family);
  }),
  // Everyone signed in reaches the handler, which lets staff read anyone and others their
  // family's persons; another family's and an unknown id answer alike (403).
  route(person.getPerson, async (c, { params }) => {
    const session = requiredSession(c);
    const { db } = c.var.deps;
    if (
      params.id !== session.personId &&
      !can(session, 'person.read.any') &&
      !(await isFamilyPerson(db, await familyOf(db, session.personId), params.id))
    )
      throw forbidden();
    const found = await readPerson(c.var.deps.db, params.id);
    if (!found) throw notFound();
    return found;
  }),
  route(
    person.savePerson,
    async (c, { form }) => {
      const session = requiredSession(c);
      const input = form.json;
      if (input.id !== session.personId && !can(session, 'person.manage.any')) throw forbidden();
      return savePerson(
        c.var.deps.db,
        input,
        await checkedImage(form.imageFile, PERSON_IMAGE),
        historyActor(c),
      );
    },
    {
      before: [
        routeBodyLimit(MAX_PERSON_BODY, () => {
          throw imageTooLarge(PERSON_IMAGE);
        }),
      ],
    },
  ),
];
