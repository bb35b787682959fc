import { can } from '../../../../shared/access/capabilities';
import { call } from '../../../../shared/api/call';
import { schoolYearInconsistencies } from '../../../../shared/contracts/inconsistency';
import type { InconsistencySummary } from '../../../../shared/model/inconsistency';
import { featureToggles } from '../../../../shared/state/features';
import { currentUser } from '../../../../shared/state/session';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { useResource } from '../../../../shared/ui/use-resource';

/** Reloaded after every act on an inconsistency: the service list's badges. */
export const INCONSISTENCIES_TAG = 'inconsistencies';

/**
 * The school year's inconsistencies by service, for the service list's badges: only for the
 * office (`inconsistency.read.any`) with the toggle `inconsistencies` on (spec 000 §3); null
 * otherwise or while it loads. Reloaded after every act on an inconsistency.
 */
export function useInconsistencyOverview(
  schoolYearId: number | undefined,
): ReadonlyMap<number, InconsistencySummary> | null {
  const client = useApiClient();
  const enabled =
    schoolYearId !== undefined &&
    featureToggles.value.inconsistencies &&
    can(currentUser.value, 'inconsistency.read.any');
  const overview = useResource(
    (signal) =>
      call(client, schoolYearInconsistencies, { params: { id: schoolYearId! } }, { signal }),
    [client, schoolYearId],
    { tags: [INCONSISTENCIES_TAG], enabled },
  );
  if (!enabled || overview.state.status !== 'ready') return null;
  return new Map(overview.state.data.map((summary) => [summary.event.id, summary]));
}
