import { asc, count, desc, eq, lte } from 'drizzle-orm';
import {
  BUSINESS_AREA_TOGGLES,
  type BusinessAreaEventType,
  type BusinessAreaOverview,
} from '../../../shared/model/business-area';
import { BUSINESS_AREAS, type BusinessArea } from '../../../shared/model/enums';
import type { Database, Reader } from '../../db/database';
import { eventEventTypes, events, eventTypes, schoolYears } from '../../db/schema';
import { closedAreaKey, readAreaSwitches } from '../event/area-switches';

/**
 * The school year holding `today` (yyyy-MM-dd in the school's zone): the last one begun on or
 * before it. Years run 1 August to 31 July back to back, so between two years (a gap an
 * installation might leave) the one just ended still counts until the next begins.
 */
export async function findCurrentSchoolYear(db: Reader, today: string) {
  const [year] = await db
    .select({ id: schoolYears.id, name: schoolYears.name })
    .from(schoolYears)
    .where(lte(schoolYears.startDate, today))
    .orderBy(desc(schoolYears.startDate), desc(schoolYears.id))
    .limit(1);
  return year ?? null;
}

/**
 * `GET /api/business-area`: every area (in the order of `BUSINESS_AREAS`) with its number of
 * services in the current school year, the event types of those services, and its switches:
 * the toggles of `BUSINESS_AREA_TOGGLES`, the childminding mode, and whether parents can book
 * it now (the rule of the public listings, `closedAreaKey`).
 */
export async function readBusinessAreas(
  db: Database,
  today: string,
): Promise<BusinessAreaOverview> {
  const [schoolYear, switches] = await Promise.all([
    findCurrentSchoolYear(db, today),
    readAreaSwitches(db),
  ]);
  const serviceCounts = new Map<BusinessArea, number>();
  const typesByArea = new Map<BusinessArea, BusinessAreaEventType[]>();
  if (schoolYear) {
    const [areaRows, typeRows] = await Promise.all([
      db
        .select({ area: events.businessArea, services: count() })
        .from(events)
        .where(eq(events.schoolYearId, schoolYear.id))
        .groupBy(events.businessArea),
      db
        .select({
          area: events.businessArea,
          id: eventTypes.id,
          name: eventTypes.name,
          services: count(),
        })
        .from(eventEventTypes)
        .innerJoin(events, eq(events.id, eventEventTypes.eventId))
        .innerJoin(eventTypes, eq(eventTypes.id, eventEventTypes.eventTypeId))
        .where(eq(events.schoolYearId, schoolYear.id))
        .groupBy(events.businessArea, eventTypes.id, eventTypes.name)
        .orderBy(asc(eventTypes.name), asc(eventTypes.id)),
    ]);
    for (const row of areaRows) serviceCounts.set(row.area, row.services);
    for (const { area, ...type } of typeRows)
      typesByArea.set(area, [...(typesByArea.get(area) ?? []), type]);
  }
  return {
    schoolYear,
    areas: BUSINESS_AREAS.map((area) => ({
      area,
      services: serviceCounts.get(area) ?? 0,
      eventTypes: typesByArea.get(area) ?? [],
      toggles: BUSINESS_AREA_TOGGLES[area].map((name) => ({
        name,
        on: switches.toggles[name] === true,
      })),
      ...(area === 'CHILDMINDING' ? { childmindingMode: switches.childmindingMode } : {}),
      offered: closedAreaKey(area, switches) === null,
    })),
  };
}
