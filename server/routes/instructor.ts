import { can } from '../../shared/access/capabilities';
import * as instructor from '../../shared/contracts/instructor';
import { MAX_IMAGE_BYTES } from '../../shared/model/limits';
import { INSTRUCTOR_KEYS } from '../../shared/rules/instructor';
import { forbidden, notFound } from '../errors';
import { routeBodyLimit } from '../http/body-limit';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { checkedImage, imageTooLarge } from '../services/image/checked-image';
import { listInstructorPage } from '../services/instructor/list-instructor-page';
import { readInstructor } from '../services/instructor/read-instructor';
import { saveInstructor } from '../services/instructor/save-instructor';
import { historyActor } from '../services/history/history-actor';

const INSTRUCTOR_IMAGE = {
  field: 'imageFile',
  tooLarge: INSTRUCTOR_KEYS.imageTooLarge,
  wrongType: INSTRUCTOR_KEYS.imageType,
};

/** The multipart body holds the instructor's JSON besides the picture: some room for it. */
const MAX_INSTRUCTOR_BODY = MAX_IMAGE_BYTES + 256_000;

/** `/api/instructor`: the list, one instructor for the dialog, and the save (multipart). */
export const instructorRoutes = [
  route(instructor.listInstructors, (c, { query }) =>
    listInstructorPage(c.var.deps.db, query, requiredSession(c)),
  ),
  route(instructor.getInstructor, async (c, { params }) => {
    const session = requiredSession(c);
    const found = await readInstructor(c.var.deps.db, params.id);
    // Existence before ownership (server/README.md): unknown is 404 for everyone.
    if (!found) throw notFound();
    if (!can(session, 'instructor.read.any') && found.person.id !== session.personId)
      throw forbidden();
    return found;
  }),
  route(
    instructor.saveInstructor,
    async (c, { form }) =>
      saveInstructor(
        c.var.deps.db,
        form.json,
        historyActor(c),
        await checkedImage(form.imageFile, INSTRUCTOR_IMAGE),
      ),
    {
      before: [
        routeBodyLimit(MAX_INSTRUCTOR_BODY, () => {
          throw imageTooLarge(INSTRUCTOR_IMAGE);
        }),
      ],
    },
  ),
];
