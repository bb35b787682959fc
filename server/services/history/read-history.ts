import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  CONFIGURATION_HISTORY_ENTITIES,
  type HistoryEntity,
  type HistoryEntry,
} from '../../../shared/model/history';
import type { ListAnswer } from '../../../shared/model/list';
import type { Reader } from '../../db/database';
import { historyEntries, schoolYears } from '../../db/schema';

/** `GET /api/history/{entity}/{id}`: one page of a record's saves, newest first, with the total. */
export async function readHistory(
  db: Reader,
  entity: HistoryEntity,
  id: number,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ListAnswer<HistoryEntry>> {
  const where = and(eq(historyEntries.entity, entity), eq(historyEntries.entityId, id));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(historyEntries)
      .where(where)
      .orderBy(desc(historyEntries.changedAt), desc(historyEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(historyEntries).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      changedAt: row.changedAt.toISOString(),
      userId: row.userId,
      userName: row.userName,
      created: row.created,
      changes: row.changes,
    })),
    total: total?.total ?? 0,
    page,
    pageSize,
  };
}

/**
 * `GET /api/configuration/history`: one page of the configuration's saves (parameters, toggles)
 * and of every school year's breaks and holidays, newest first; a calendar's entry names its year.
 */
export async function readConfigurationHistory(
  db: Reader,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<ListAnswer<HistoryEntry>> {
  const where = inArray(historyEntries.entity, [...CONFIGURATION_HISTORY_ENTITIES]);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: historyEntries, yearName: schoolYears.name })
      .from(historyEntries)
      .leftJoin(
        schoolYears,
        and(
          eq(historyEntries.entity, 'schoolCalendar'),
          eq(schoolYears.id, historyEntries.entityId),
        ),
      )
      .where(where)
      .orderBy(desc(historyEntries.changedAt), desc(historyEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(historyEntries).where(where),
  ]);
  return {
    items: rows.map(({ entry, yearName }) => ({
      id: entry.id,
      changedAt: entry.changedAt.toISOString(),
      userId: entry.userId,
      userName: entry.userName,
      created: entry.created,
      changes: entry.changes,
      ...(yearName ? { subject: yearName } : {}),
    })),
    total: total?.total ?? 0,
    page,
    pageSize,
  };
}
