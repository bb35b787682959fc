import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../shared/model/list';
import type { StopRow } from '../../../shared/model/stop';
import type { StopListQuery } from '../../../shared/model/stop-list';
import type { Database } from '../../db/database';
import { listPage } from '../../db/list-query';
import { stops } from '../../db/schema';
import { stopColumns } from './list-stops';

/**
 * The bus lines stopping at the stop of the row. Spelled out in SQL: drizzle leaves the table
 * off columns of a one-table select, and a bare `id` in the subquery would be the line's own.
 */
const lineCount = sql<number>`(select count(*)::int from event_bus_stops line_stop
  where line_stop.stop_id = "stops"."id")`;

/**
 * `GET /api/stop/list`: one page of the stops (the list contract), searched in name and
 * street, filtered by use on a bus line (`used`), ordered by the asked column and then by id,
 * with the total.
 */
export function listStopPage(db: Database, query: StopListQuery): Promise<ListAnswer<StopRow>> {
  const used =
    query.used === 'yes'
      ? sql`${lineCount} > 0`
      : query.used === 'no'
        ? sql`${lineCount} = 0`
        : undefined;
  return listPage(
    db,
    db
      .select({ ...stopColumns, lineCount })
      .from(stops)
      .$dynamic(),
    query,
    {
      orderColumns: { name: stops.name, street: stops.street, lines: lineCount },
      id: stops.id,
      where: used,
      searchColumns: [stops.name, stops.street],
      withTotal: true,
    },
  );
}
