import { eq, inArray } from 'drizzle-orm';
import {
  SEVERITY_OF,
  severityRank,
  type Inconsistency,
  type InconsistencyService,
  type InconsistencySummary,
} from '../../../shared/model/inconsistency';
import type { Database, Reader } from '../../db/database';
import { events, participants, persons } from '../../db/schema';
import { countedInconsistencies } from './counted-inconsistencies';
import { inconsistencyQuery, selectRows, type InconsistencyRow } from './inconsistency-sql';

async function servicesById(db: Reader, ids: number[]): Promise<Map<number, InconsistencyService>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      businessArea: events.businessArea,
      schoolYearId: events.schoolYearId,
      locationId: events.locationId,
    })
    .from(events)
    .where(inArray(events.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Most serious first; within a type by the other service, then by the child's name. */
const byImportance = (a: Inconsistency, b: Inconsistency) =>
  severityRank(a.severity) - severityRank(b.severity) ||
  a.inconsistencyType.localeCompare(b.inconsistencyType) ||
  (a.collision?.name ?? '').localeCompare(b.collision?.name ?? '') ||
  (a.participant?.familyName ?? '').localeCompare(b.participant?.familyName ?? '') ||
  (a.participant?.givenName ?? '').localeCompare(b.participant?.givenName ?? '');

/**
 * `GET /api/inconsistency/event/{id}`: the service's inconsistencies, most serious first, in
 * three statements (the rules, the services named, the children named). Answers null for an
 * unknown service.
 */
export async function readEventInconsistencies(
  db: Database,
  eventId: number,
  today: string,
): Promise<Inconsistency[] | null> {
  const [exists] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!exists) return null;
  const rows = await selectRows<InconsistencyRow>(db, inconsistencyQuery({ eventId }, today));
  const serviceIds = [...new Set(rows.flatMap((row) => [row.eventId, row.otherId ?? eventId]))];
  const childIds = [
    ...new Set(rows.map((row) => row.participantId).filter((id): id is number => id !== null)),
  ];
  const [services, children] = await Promise.all([
    servicesById(db, serviceIds),
    childIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: participants.id,
            givenName: persons.givenName,
            familyName: persons.familyName,
          })
          .from(participants)
          .innerJoin(persons, eq(persons.id, participants.personId))
          .where(inArray(participants.id, childIds)),
  ]);
  const childById = new Map(children.map((child) => [child.id, child]));
  return rows
    .map((row): Inconsistency => ({
      inconsistencyType: row.type,
      severity: SEVERITY_OF[row.type],
      event: services.get(row.eventId)!,
      collision: row.otherId === null ? null : (services.get(row.otherId) ?? null),
      participant: row.participantId === null ? null : (childById.get(row.participantId) ?? null),
      count: row.count === null ? null : Number(row.count),
      limit: row.limit === null ? null : Number(row.limit),
    }))
    .sort(byImportance);
}

/**
 * The school year's overview: each service with inconsistencies, its count per type and its
 * most serious severity, most serious first (then most inconsistencies, then by name). The rules
 * are counted in the database in one statement, kept until their inputs change
 * (`counted-inconsistencies.ts`); the services' names are read fresh.
 */
export async function summarizeSchoolYear(
  db: Database,
  schoolYearId: number,
  today: string,
): Promise<InconsistencySummary[]> {
  const counted = await countedInconsistencies(db, schoolYearId, today);
  const services = await servicesById(db, [...new Set(counted.map((row) => row.eventId))]);
  const byService = new Map<number, InconsistencySummary>();
  for (const { eventId, type, n } of counted) {
    const summary = byService.get(eventId) ?? {
      event: services.get(eventId)!,
      severity: SEVERITY_OF[type],
      total: 0,
      counts: {},
    };
    summary.counts[type] = Number(n);
    summary.total += Number(n);
    if (severityRank(SEVERITY_OF[type]) < severityRank(summary.severity))
      summary.severity = SEVERITY_OF[type];
    byService.set(eventId, summary);
  }
  return [...byService.values()].sort(
    (a, b) =>
      severityRank(a.severity) - severityRank(b.severity) ||
      b.total - a.total ||
      a.event.name.localeCompare(b.event.name),
  );
}
