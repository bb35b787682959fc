import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { can } from '../../../shared/access/capabilities';
import { guardRoute } from '../../../shared/access/guard-route';
import { call } from '../../../shared/api/call';
import { getBusinessAreas } from '../../../shared/contracts/business-area';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { Alert } from '../../../shared/ui/alert';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { BusinessAreaCard } from './business-area-card';

/** Where system administrators switch the toggles (spec 000 §6: /admin, SYS_ADMIN). */
const ADMIN_PATH = '/admin';

/**
 * `/business-area` (spec 000 §2, issue 16.3): a card per business area with its services in the
 * current school year (linking to the filtered service list), their event types, and where the
 * area is switched on. Read-only: the spec gives this screen no edits, and the toggles belong to
 * the system administrators' configuration (`/admin`). Any signed-in user may open the path
 * (spec 000 §6 has no row for it); the data is `businessArea.read`'s, so others get a note
 * instead of a refused request.
 */
export function BusinessAreasPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.businessArea.title');
  const client = useApiClient();
  const user = currentUser.value;
  const allowed = can(user, 'businessArea.read');
  const overview = useResource(
    (signal) => call(client, getBusinessAreas, {}, { signal }),
    [client, user?.personId],
    { enabled: allowed },
  );
  const state = overview.state;
  const yearId = state.status === 'failed' ? null : (state.data?.schoolYear?.id ?? null);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.businessArea.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{i18n._('screens.businessArea.summary')}</p>
      </header>
      {!allowed ? (
        <Alert variant="info" title={i18n._('businessAreas.notPermitted')} />
      ) : state.status === 'loading' && !state.data ? (
        <PageLoading />
      ) : state.status === 'failed' ? (
        <LoadFailed
          titleKey="businessAreas.loadFailed"
          messageKey={state.messageKey}
          onRetry={overview.reload}
        />
      ) : state.data ? (
        <>
          <div className="flex flex-col gap-1 text-sm text-gray-700 sm:flex-row sm:items-baseline sm:justify-between">
            <p className="font-medium text-gray-900">
              {state.data.schoolYear
                ? i18n._('businessAreas.schoolYear', { name: state.data.schoolYear.name })
                : i18n._('businessAreas.noSchoolYear')}
            </p>
            <p>
              {i18n._('businessAreas.changedBy')}{' '}
              {guardRoute(ADMIN_PATH, user).allow ? (
                <Link
                  href={ADMIN_PATH}
                  className="font-medium text-primary underline underline-offset-4 hover:no-underline"
                >
                  {i18n._('businessAreas.openAdmin')}
                </Link>
              ) : null}
            </p>
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {state.data.areas.map((area) => (
              <li key={area.area}>
                <BusinessAreaCard area={area} schoolYearId={yearId} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
