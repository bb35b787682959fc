import { asc, desc, eq, inArray } from 'drizzle-orm';
import { GRADES, type Grade } from '../../../shared/model/enums';
import type { InstructorEvent, InstructorRecord } from '../../../shared/model/instructor';
import type { Reader } from '../../db/database';
import {
  eventGrades,
  eventInstructors,
  events,
  instructorBusinessAreas,
  instructors,
  schoolYears,
} from '../../db/schema';
import { readPerson } from '../person/read-person';

/** The services an instructor teaches, newest school year first, then by name, with grades. */
async function readTaughtEvents(db: Reader, instructorId: number): Promise<InstructorEvent[]> {
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      businessArea: events.businessArea,
      schoolYear: schoolYears.name,
    })
    .from(eventInstructors)
    .innerJoin(events, eq(events.id, eventInstructors.eventId))
    .leftJoin(schoolYears, eq(schoolYears.id, events.schoolYearId))
    .where(eq(eventInstructors.instructorId, instructorId))
    .orderBy(desc(schoolYears.startDate), asc(events.name), asc(events.id));
  if (rows.length === 0) return [];
  const gradeRows = await db
    .select({ eventId: eventGrades.eventId, grade: eventGrades.grade })
    .from(eventGrades)
    .where(
      inArray(
        eventGrades.eventId,
        rows.map((row) => row.id),
      ),
    );
  const gradesOf = new Map<number, Grade[]>();
  for (const { eventId, grade } of gradeRows)
    gradesOf.set(eventId, [...(gradesOf.get(eventId) ?? []), grade]);
  // The catalogue order (M1 … Graduate), as every grade list shows them.
  const ordered = (grades: Grade[]) => GRADES.filter((grade) => grades.includes(grade));
  return rows.map((row) => ({ ...row, grades: ordered(gradesOf.get(row.id) ?? []) }));
}

/** `GET /api/instructor/{id}`: the instructor with person, business areas and services, or null. */
export async function readInstructor(db: Reader, id: number): Promise<InstructorRecord | null> {
  const [row] = await db
    .select({ id: instructors.id, version: instructors.version, personId: instructors.personId })
    .from(instructors)
    .where(eq(instructors.id, id));
  if (!row) return null;
  const [person, areaRows, taught] = await Promise.all([
    readPerson(db, row.personId),
    db
      .select({ businessArea: instructorBusinessAreas.businessArea })
      .from(instructorBusinessAreas)
      .where(eq(instructorBusinessAreas.instructorId, id))
      .orderBy(asc(instructorBusinessAreas.businessArea)),
    readTaughtEvents(db, id),
  ]);
  if (!person) return null;
  return {
    id: row.id,
    version: row.version,
    person,
    businessAreaSet: areaRows.map((area) => area.businessArea),
    events: taught,
  };
}
