import { sql } from 'drizzle-orm';
import type { ListAnswer } from '../../../shared/model/list';
import type { LocationRow } from '../../../shared/model/location';
import type { LocationListQuery } from '../../../shared/model/location-list';
import type { Database } from '../../db/database';
import { listPage } from '../../db/list-query';
import { locations } from '../../db/schema';
import { locationColumns } from './list-locations';

/**
 * The running services held at the location of the row (the rule of read-location-services).
 * Spelled out in SQL: drizzle leaves the table off columns of a one-table select, and a bare
 * `id` in the subquery would be the service's own.
 */
const serviceCountOf = (today: string) =>
  sql<number>`(select count(*)::int from events service
    where service.location_id = "locations"."id" and service.canceled_at is null
    and service.maximum_number is not null
    and (service.end_date is null or service.end_date >= ${today}))`;

/**
 * `GET /api/location/list`: one page of the locations (the list contract), searched in name and
 * room, filtered by running services (`used`), ordered by the asked column and then by id,
 * with the total.
 */
export function listLocationPage(
  db: Database,
  query: LocationListQuery,
  today: string,
): Promise<ListAnswer<LocationRow>> {
  const serviceCount = serviceCountOf(today);
  const used =
    query.used === 'yes'
      ? sql`${serviceCount} > 0`
      : query.used === 'no'
        ? sql`${serviceCount} = 0`
        : undefined;
  return listPage(
    db,
    db
      .select({ ...locationColumns, serviceCount })
      .from(locations)
      .$dynamic(),
    query,
    {
      orderColumns: {
        name: locations.name,
        room: locations.room,
        capacity: locations.capacity,
        services: serviceCount,
      },
      id: locations.id,
      where: used,
      searchColumns: [locations.name, locations.room],
      withTotal: true,
    },
  );
}
