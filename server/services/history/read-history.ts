import { and, count, desc, eq } from 'drizzle-orm';
import type { HistoryEntity, HistoryEntry } from '../../../shared/model/history';
import type { ListAnswer } from '../../../shared/model/list';
import type { Reader } from '../../db/database';
import { historyEntries } from '../../db/schema';

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
