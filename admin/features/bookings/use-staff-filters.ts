import { fetchEventBaseData, fetchEventPage } from '../../../shared/api/event-office';
import type { BookingListQuery } from '../../../shared/model/booking-office';
import { MAX_PAGE_SIZE } from '../../../shared/model/list';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { useResource } from '../../../shared/ui/use-resource';
import type { BookingFiltersProps } from './booking-filters';

/**
 * The choices of the staff's filters: the school years, and the services of the chosen year
 * and area (the booking phase's year when none is chosen; an instructor's list holds their
 * own), by name. Null for a family, who filters by child, status, area and dates only.
 */
export function useStaffFilters(
  staff: boolean,
  query: Pick<BookingListQuery, 'schoolYear' | 'businessArea'>,
): BookingFiltersProps['staff'] {
  const client = useApiClient();
  const baseData = useResource(
    (signal) => (staff ? fetchEventBaseData(client, { signal }) : Promise.resolve(null)),
    [staff],
  );
  const ready = baseData.state.status === 'ready' ? baseData.state.data : null;
  const schoolYear = query.schoolYear ?? ready?.bookingPhaseSchoolYear?.id;
  const services = useResource(
    (signal) =>
      ready
        ? fetchEventPage(
            client,
            {
              page: 1,
              pageSize: MAX_PAGE_SIZE,
              orderBy: 'name',
              asc: true,
              schoolYear,
              businessArea: query.businessArea,
            },
            { signal },
          )
        : Promise.resolve(null),
    [ready, schoolYear, query.businessArea],
  );
  if (!staff) return null;
  const rows = services.state.status === 'ready' ? (services.state.data?.items ?? []) : [];
  return {
    schoolYears: ready?.schoolYears ?? [],
    services: rows.map((row) => ({ value: String(row.id), label: row.name })),
  };
}
