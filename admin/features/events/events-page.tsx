import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { can } from '../../../shared/access/capabilities';
import { fetchEventBaseData } from '../../../shared/api/event-office';
import type { EventListRow, EventRecord } from '../../../shared/model/event-record';
import { newEventRecord } from '../../../shared/rules/event-defaults';
import { showSnackbar } from '../../../shared/state/snackbar';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { invalidate, useResource } from '../../../shared/ui/use-resource';
import { PLAN_QUERY } from '../../app/navigation';
import { usePageTitle } from '../../app/page-title';
import { EventDialog } from './event-dialog';
import { EVENTS_TAG, useEventList } from './event-list';
import { EventTable } from './event-table';
import { EventNotFound, OpenEvent } from './open-event';
import { InconsistencyDialog } from './inconsistency/inconsistency-dialog';
import { useInconsistencyOverview } from './inconsistency/use-inconsistency-overview';
import { useCloneEvent } from './use-clone-event';

/** A service opened without an address of its own: a new one, or an unsaved copy. */
type Draft = { record: EventRecord; cloneOf: number | null } | { gone: true } | null;

/**
 * `/event` and `/event/{id}` (spec 002 §2.1): the services in the data table (filters by
 * business area, school year and text, order and page in the URL); a row opens
 * `/event/{id}`, which opens that service's dialog (also as a link). The office
 * (`event.manage`) creates, edits and clones services; an instructor sees the services they
 * teach, read-only.
 */
export function EventsPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.event.title');
  const client = useApiClient();
  const params = useParams<{ id?: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const events = useEventList();
  const baseData = useResource((signal) => fetchEventBaseData(client, { signal }), []);
  const manage = can(currentUser.value, 'event.manage');
  const [draft, setDraft] = useState<Draft>(null);
  const listHref = search ? `/event?${search}` : '/event';
  // `/event?plan=<service name>` (spec 000 §2 navigation targets): the list searches for it.
  const plan = new URLSearchParams(search).get(PLAN_QUERY);
  const { setQuery } = events;
  useEffect(() => {
    if (plan) setQuery({ search: plan }, { replace: true });
    // Once per plan: setQuery is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan]);
  const clone = useCloneEvent((record, sourceId) => {
    setDraft(record ? { record, cloneOf: sourceId } : { gone: true });
    // Cloned from `/event/{id}`'s dialog: the copy replaces it (it has no address until saved).
    if (params.id !== undefined) navigate(listHref);
  });

  const open = (row: EventListRow) =>
    navigate(search ? `/event/${row.id}?${search}` : `/event/${row.id}`);
  const close = () => {
    setDraft(null);
    if (params.id !== undefined) navigate(listHref);
  };
  function onSaved(record: EventRecord) {
    invalidate(EVENTS_TAG);
    showSnackbar('events.saved', { kind: 'success', values: { name: record.name } });
    close();
  }

  const ready = baseData.state.status === 'ready' ? baseData.state.data : null;
  const openId = params.id !== undefined && /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  const bookingYear = ready?.bookingPhaseSchoolYear ?? ready?.schoolYears[0] ?? null;
  const inconsistencies = useInconsistencyOverview(events.query.schoolYear ?? bookingYear?.id);
  const [inconsistent, setInconsistent] = useState<EventListRow | null>(null);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.event.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{i18n._('screens.event.summary')}</p>
        </div>
        {manage ? (
          <Button
            disabled={!bookingYear}
            onClick={() =>
              bookingYear &&
              setDraft({
                record: newEventRecord({
                  schoolYearId: bookingYear.id,
                  schoolYear: bookingYear.name,
                }),
                cloneOf: null,
              })
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('events.new')}
          </Button>
        ) : null}
      </header>
      {baseData.state.status === 'failed' ? (
        <LoadFailed
          titleKey="events.baseDataFailed"
          messageKey={baseData.state.messageKey}
          onRetry={baseData.reload}
        />
      ) : null}
      <EventTable
        events={events}
        schoolYears={ready?.schoolYears ?? []}
        actions={{
          onOpen: open,
          edits: manage,
          onClone: manage ? clone.start : null,
          inconsistencies,
          onInconsistencies: setInconsistent,
        }}
      />
      {ready && params.id !== undefined ? (
        <OpenEvent
          key={params.id}
          id={openId}
          baseData={ready}
          onClose={close}
          onSaved={onSaved}
          onClone={manage ? clone.start : undefined}
          onCancelled={manage ? () => invalidate(EVENTS_TAG) : undefined}
        />
      ) : null}
      {ready && draft && 'record' in draft ? (
        <EventDialog
          key={`draft-${draft.record.cloned ? 'clone' : 'new'}`}
          record={draft.record}
          cloneOf={draft.cloneOf}
          baseData={ready}
          onClose={close}
          onSaved={onSaved}
        />
      ) : null}
      {draft && 'gone' in draft ? <EventNotFound onClose={close} /> : null}
      {inconsistent ? (
        <InconsistencyDialog
          eventId={inconsistent.id}
          name={inconsistent.name}
          onClose={() => setInconsistent(null)}
        />
      ) : null}
    </div>
  );
}
