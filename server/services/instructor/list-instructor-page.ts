import { eq, sql } from 'drizzle-orm';
import { can } from '../../../shared/access/capabilities';
import type { BusinessArea } from '../../../shared/model/enums';
import type { InstructorListQuery, InstructorRow } from '../../../shared/model/instructor';
import type { ListAnswer } from '../../../shared/model/list';
import type { Database } from '../../db/database';
import { listPage } from '../../db/list-query';
import { instructors, persons } from '../../db/schema';
import type { Session } from '../auth/session';

/** The business areas of the row's instructor, sorted (JSON: both drivers parse it alike). */
const businessAreasOfRow = sql<BusinessArea[]>`coalesce((select json_agg(area.business_area
    order by area.business_area) from instructor_business_areas area
    where area.instructor_id = ${instructors.id}), '[]'::json)`;

/** How many services (of every year) the row's instructor teaches. */
const serviceCountOfRow = sql<number>`(select count(*)::int from event_instructors taught
    where taught.instructor_id = ${instructors.id})`.mapWith(Number);

/**
 * `GET /api/instructor/`: one page of the instructors (the list contract), searched in the
 * names and the e-mail, ordered by the asked column and then by id, with the total. A caller
 * without `instructor.read.any` gets their own instructor record only (none for a family).
 */
export function listInstructorPage(
  db: Database,
  query: InstructorListQuery,
  session: Session,
): Promise<ListAnswer<InstructorRow>> {
  const select = db
    .select({
      id: instructors.id,
      givenName: persons.givenName,
      familyName: persons.familyName,
      email: persons.email,
      businessAreas: businessAreasOfRow,
      serviceCount: serviceCountOfRow,
    })
    .from(instructors)
    .innerJoin(persons, eq(persons.id, instructors.personId))
    .$dynamic();
  return listPage(db, select, query, {
    orderColumns: {
      familyName: persons.familyName,
      givenName: persons.givenName,
      email: persons.email,
      services: serviceCountOfRow,
    },
    id: instructors.id,
    where: can(session, 'instructor.read.any')
      ? undefined
      : eq(instructors.personId, session.personId),
    searchColumns: [
      persons.givenName,
      persons.familyName,
      persons.email,
      sql`${persons.givenName} || ' ' || ${persons.familyName}`,
    ],
    withTotal: true,
  });
}
