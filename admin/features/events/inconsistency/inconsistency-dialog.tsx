import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { can } from '../../../../shared/access/capabilities';
import { call } from '../../../../shared/api/call';
import {
  acceptLocationCollision,
  adjustEventMax,
  adjustEventMin,
  cancelByInconsistency,
  cancelEvent,
  eventInconsistencies,
} from '../../../../shared/contracts/inconsistency';
import { adjustLocationMax } from '../../../../shared/contracts/location';
import type { ListQuery } from '../../../../shared/model/list';
import type { MessageId } from '../../../../shared/model/message-ids';
import { severityRank, type InconsistencyService } from '../../../../shared/model/inconsistency';
import { showSnackbar } from '../../../../shared/state/snackbar';
import { currentUser } from '../../../../shared/state/session';
import { useSignals } from '../../../../shared/state/signals';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { ConfirmDialog, SimpleDialog } from '../../../../shared/ui/dialog';
import { invalidate, useResource, type Resource } from '../../../../shared/ui/use-resource';
import { reportFailure } from '../../../app/failures';
import { DataTable } from '../../../ui/data-table/data-table';
import { localList } from '../../../ui/data-table/local-list';
import { BulkMoveDialog } from './bulk-move-dialog';
import { inconsistencyColumns, type InconsistencyAct } from './inconsistency-columns';
import { shownInconsistencies, type ShownInconsistency } from './shown-inconsistencies';
import { SplitDialog } from './split-dialog';
import { INCONSISTENCIES_TAG } from './use-inconsistency-overview';

type Order = 'severity' | 'type';
const FIRST: ListQuery<Order> = { page: 1, pageSize: 50, orderBy: 'severity', asc: true };

/** Props of {@link InconsistencyDialog}. */
export interface InconsistencyDialogProps {
  eventId: number;
  name: string;
  onClose: () => void;
}

/**
 * The inconsistency dialog (spec 001 §4.6): the service's inconsistencies in the data table,
 * most serious first; GRADE folded into its first row with bulk editing offered. The office acts
 * on a row after confirming (adjust, cancel, share the room) or opens the split or bulk edit
 * dialog; each act reloads the list, and resolving the last one says so (the
 * no-more-inconsistencies event). An instructor only looks.
 */
export function InconsistencyDialog({ eventId, name, onClose }: InconsistencyDialogProps) {
  useSignals();
  const { i18n } = useLingui();
  const client = useApiClient();
  const acts = can(currentUser.value, 'inconsistency.resolve');
  const [query, setQuery] = useState(FIRST);
  const [asking, setAsking] = useState<{ act: InconsistencyAct; row: ShownInconsistency } | null>(
    null,
  );
  const [opened, setOpened] = useState<{
    act: 'split' | 'bulkMove';
    service: InconsistencyService;
  } | null>(null);
  const found = useResource(
    (signal) => call(client, eventInconsistencies, { params: { id: eventId } }, { signal }),
    [client, eventId],
  );

  const rows = found.state.status === 'ready' ? shownInconsistencies(found.state.data) : [];
  const list: Resource<ReturnType<typeof localList<ShownInconsistency, Order>>> =
    found.state.status === 'ready'
      ? {
          status: 'ready',
          data: localList(rows, query, {
            id: (row) => row.key,
            orderValues: {
              severity: (row) => severityRank(row.item.severity),
              type: (row) => row.item.inconsistencyType,
            },
          }),
        }
      : found.state.status === 'failed'
        ? found.state
        : { status: 'loading' };

  async function afterAct(messageKey: MessageId) {
    invalidate(INCONSISTENCIES_TAG);
    const left = await call(client, eventInconsistencies, { params: { id: eventId } });
    found.reload();
    if (left.length === 0)
      showSnackbar('inconsistency.allResolved', { kind: 'success', values: { name } });
    else showSnackbar(messageKey, { kind: 'success' });
  }

  async function run(act: InconsistencyAct, { item }: ShownInconsistency) {
    try {
      const id = item.event.id;
      if (act === 'adjustMax') await call(client, adjustEventMax, { params: { id } });
      if (act === 'adjustMin') await call(client, adjustEventMin, { params: { id } });
      if (act === 'cancelEvent') await call(client, cancelEvent, { params: { id } });
      if (act === 'adjustRoom' && item.event.locationId !== null)
        await call(client, adjustLocationMax, { params: { id: item.event.locationId } });
      if (act === 'shareRoom' && item.collision)
        await call(client, acceptLocationCollision, {
          body: { event: { id }, collision: { id: item.collision.id } },
        });
      if (act === 'cancelBooking' && item.collision && item.participant)
        await call(client, cancelByInconsistency, {
          body: { eventId: id, participantId: item.participant.id, collisionId: item.collision.id },
        });
      await afterAct('inconsistency.resolved');
    } catch (error) {
      reportFailure(error, 'inconsistency.actFailed');
      found.reload();
    }
  }

  function onAct(act: InconsistencyAct, row: ShownInconsistency) {
    if (act === 'split' || act === 'bulkMove') setOpened({ act, service: row.item.event });
    else setAsking({ act, row });
  }

  const describe = asking
    ? {
        count: asking.row.item.count ?? 0,
        limit: asking.row.item.limit ?? 0,
        service: asking.row.item.collision?.name ?? '',
        name: asking.row.item.participant
          ? `${asking.row.item.participant.givenName} ${asking.row.item.participant.familyName}`
          : '',
      }
    : {};

  return (
    <>
      <SimpleDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={i18n._('inconsistency.title', { name })}
        closeLabel={i18n._('inconsistency.close')}
        className="max-w-4xl"
      >
        <DataTable
          label={i18n._('inconsistency.title', { name })}
          columns={inconsistencyColumns(i18n, { onAct, acts })}
          list={list}
          query={query}
          onQueryChange={(change) => setQuery((current) => ({ ...current, ...change }))}
          onRetry={found.reload}
          getRowId={(row) => row.key}
          loadFailedKey="inconsistency.loadFailed"
          empty={i18n._('inconsistency.none')}
          paginate={false}
        />
      </SimpleDialog>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? i18n._(`inconsistency.act.${asking.act}` as MessageId) : ''}
        text={asking ? i18n._(`inconsistency.confirm.${asking.act}` as MessageId, describe) : ''}
        confirmLabel={asking ? i18n._(`inconsistency.act.${asking.act}` as MessageId) : ''}
        variant={
          asking?.act === 'cancelEvent' || asking?.act === 'cancelBooking'
            ? 'destructive'
            : 'default'
        }
        onConfirm={() => asking && run(asking.act, asking.row)}
      />
      {opened?.act === 'split' ? (
        <SplitDialog
          source={opened.service}
          onClose={() => setOpened(null)}
          onDone={() => {
            setOpened(null);
            void afterAct('inconsistency.split.done');
          }}
        />
      ) : null}
      {opened?.act === 'bulkMove' ? (
        <BulkMoveDialog
          source={opened.service}
          onClose={() => setOpened(null)}
          onDone={() => {
            setOpened(null);
            void afterAct('inconsistency.bulk.done');
          }}
        />
      ) : null}
    </>
  );
}
