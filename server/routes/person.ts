import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { trimmedText } from '../../shared/model/storable';
import { hasAnyRole } from '../../shared/access/has-role';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import type { AppEnv } from '../http/env';
import { routeBodyLimit } from '../http/body-limit';
import { SIGNED_IN, allow, requiredSession } from '../http/guard';
import { formJsonField, idParam, paramsOf, queryOf } from '../http/validate';
import { forbidden, invalidInput, notFound } from '../errors';
import { detectImageType } from '../services/image/detect-image-type';
import { findPersonByEmail, findPersonIdByEmail } from '../services/person/find-person-by-email';
import { personInputSchema } from '../services/person/person-input-schema';
import { readPerson } from '../services/person/read-person';
import { savePerson, type PersonImage } from '../services/person/save-person';

/** Who may read any person: staff who look after children (spec 001 §6). */
const PERSON_READERS = ['ADMIN', 'INSTRUCTOR'] as const;
/** Who may save any person; everyone else only their own. */
const PERSON_EDITORS = ['ADMIN'] as const;
/** Who may look a person up by e-mail with roles: the user administration. */
const PERSON_FINDERS = ['ADMIN', 'SYS_ADMIN'] as const;
/** Who may ask whether an e-mail is taken (the person form's existence check). */
const EXISTENCE_CHECKERS = [
  'ADMIN',
  'SYS_ADMIN',
  'CUSTOMER',
  'INSTRUCTOR',
  'MEMBER',
  'GUARDIAN',
] as const;

const emailQuery = v.object({ email: v.pipe(trimmedText(), v.nonEmpty()) });
const findQuery = v.object({
  ...emailQuery.entries,
  includeRoles: v.optional(v.picklist(['true', 'false']), 'false'),
});

const imageTooLarge = () =>
  invalidInput([{ path: 'imageFile', message: 'person.imageTooLarge' }], 'person.imageTooLarge');

/** The multipart body may hold the person's JSON besides the picture: allow some room for it. */
const MAX_PERSON_BODY = MAX_IMAGE_BYTES + 256_000;

/**
 * `PUT /api/person/` (multipart: `person` as JSON, optional `imageFile`): a user saves their own
 * person, an ADMIN anyone's; without `id` an ADMIN creates a person.
 */
const savePersonHandlers = createFactory<AppEnv>().createHandlers(
  allow(...SIGNED_IN),
  routeBodyLimit(MAX_PERSON_BODY, () => {
    throw imageTooLarge();
  }),
  // Built per request: the birthday rule needs today's date of the app's clock.
  formJsonField('person', personInputSchema),
  async (c) => {
    const session = requiredSession(c);
    const { person: input, imageFile: file } = c.req.valid('form');
    const own = input.id === session.personId;
    if (!own && !hasAnyRole(session, PERSON_EDITORS)) throw forbidden();

    let image: PersonImage | undefined;
    if (file instanceof Blob && file.size > 0) {
      if (file.size > MAX_IMAGE_BYTES) throw imageTooLarge();
      const bytes = new Uint8Array(await file.arrayBuffer());
      const mimeType = detectImageType(bytes);
      if (!mimeType)
        throw invalidInput(
          [{ path: 'imageFile', message: 'person.imageType' }],
          'person.imageType',
        );
      image = { mimeType, bytes };
    }
    return c.json(await savePerson(c.var.deps.db, input, image));
  },
);

/** The spec's path has a trailing slash, which Hono's strict routing tells apart: mount both. */
export const personSaveRoutes = new Hono<AppEnv>().put('/', ...savePersonHandlers);

/** `/api/person`: read a person, find one by e-mail, and save the person form (multipart). */
export const personRoutes = new Hono<AppEnv>()
  .get('/exists', allow(...EXISTENCE_CHECKERS), queryOf(emailQuery), async (c) =>
    c.json({ id: await findPersonIdByEmail(c.var.deps.db, c.req.valid('query').email) }),
  )
  .get('/', allow(...PERSON_FINDERS), queryOf(findQuery), async (c) => {
    const { email, includeRoles } = c.req.valid('query');
    const person = await findPersonByEmail(c.var.deps.db, email, {
      includeRoles: includeRoles === 'true',
    });
    if (!person) throw notFound();
    return c.json(person);
  })
  // Everyone signed in reaches the handler, which lets staff read anyone and others themselves.
  .get('/:id{[0-9]+}', allow(...SIGNED_IN), paramsOf(idParam), async (c) => {
    const session = requiredSession(c);
    const { id } = c.req.valid('param');
    if (id !== session.personId && !hasAnyRole(session, PERSON_READERS)) throw forbidden();
    const person = await readPerson(c.var.deps.db, id);
    if (!person) throw notFound();
    return c.json(person);
  })
  .put('/', ...savePersonHandlers);
