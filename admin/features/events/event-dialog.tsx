import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';
import { fetchEventRecord, storeEvent } from '../../../shared/api/event-office';
import { can } from '../../../shared/access/capabilities';
import type { EventBaseData } from '../../../shared/model/base-data';
import type { EventRecord } from '../../../shared/model/event-record';
import { eventSchema, type EventInput } from '../../../shared/rules/event';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { AlertTriangle, Copy } from 'lucide-react';
import { CancelEventAction } from './cancel-event-action';
import { featureToggles } from '../../../shared/state/features';
import { InconsistencyDialog } from './inconsistency/inconsistency-dialog';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog, RecordDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { reportFailure } from '../../app/failures';
import { preloadRichTextEditor } from '../../ui/rich-text';
import { eventSummary } from './event-summary';
import type { EventTabProps } from './event-tab-props';
import { EVENT_TAB_LABELS, eventFieldOf, visibleEventTabs } from './event-tabs';
import { toEventInput, toEventValues, type EventValues } from './event-values';
import { EVENT_TAB_COMPONENTS } from './tabs';

/** Props of {@link EventDialog}. */
export interface EventDialogProps {
  /** The stored service, a new one (`newEventRecord`) or an unsaved copy (`cloned`). */
  record: EventRecord;
  baseData: EventBaseData;
  onClose: () => void;
  /** After the server stored it. */
  onSaved: (record: EventRecord) => void;
  /** Clone from inside the dialog (a stored service, the office): the copy replaces it. */
  onClone?: () => void;
  /** An unsaved copy's source service, whose picture the copy takes over. */
  cloneOf?: number | null;
  /** After the office cancelled the stored service (its dialog offers it with this set). */
  onCancelled?: () => void;
}

/**
 * The service dialog (spec 002 §2.1): the record dialog with the tabs the service and the
 * caller get (Stops for the bus, Permissions for the office, Price unless SCHOOL,
 * Participants for staff on a saved service), the shared rules of spec 002 §5 with the chosen
 * location's capacity, and the multipart save (`event` JSON, `eventImage`). A refused save
 * shows the tab of its first wrong field; a stale one offers to reload or compare; anything
 * else is reported (`events.saveFailed`). Without `event.manage` (an instructor) it only shows.
 */
export function EventDialog({
  record,
  baseData,
  onClose,
  onSaved,
  onClone,
  cloneOf = null,
  onCancelled,
}: EventDialogProps) {
  useSignals();
  const { i18n } = useLingui();
  const client = useApiClient();
  const user = currentUser.value;
  const canManage = can(user, 'event.manage');
  const caller = {
    canManage,
    canConfigure: canManage,
    canSeeParticipants: can(user, 'event.staff'),
  };

  // The description's editor is a lazy chunk: fetched while the dialog opens, not on the tab.
  useEffect(preloadRichTextEditor, []);
  const initial = useMemo(() => toEventValues(record), [record]);
  // The rules know the capacity of the location chosen now (spec 002 §5 `max-exceeds-capacity`).
  const [capacity, setCapacity] = useState(() => capacityOf(initial, baseData));
  const schema = useMemo(() => eventSchema({ capacity }), [capacity]);
  const form = useForm<EventValues, EventInput, string>({
    initial,
    schema,
    toInput: toEventInput,
    fieldOf: (path) => eventFieldOf(path),
    onSubmit: async (output, values) => {
      const stored = await storeEvent(client, output, values.imageFile);
      onSaved(stored);
      return toEventValues(stored);
    },
  });
  // Clone copies the stored service: unsaved changes would be lost, so that is asked first.
  const [askClone, setAskClone] = useState(false);
  const chosenCapacity = capacityOf(form.values, baseData);
  // React's "state from the previous render": another location, other rules, at once.
  if (chosenCapacity !== capacity) setCapacity(chosenCapacity);

  const props: EventTabProps = {
    form,
    baseData,
    canManage,
    canConfigure: caller.canConfigure,
    cloneOf,
  };
  const tabs = visibleEventTabs({
    businessArea: form.values.businessArea,
    id: form.values.id,
    canConfigure: caller.canConfigure,
    canSeeParticipants: caller.canSeeParticipants,
  }).flatMap((name) => {
    const Tab = EVENT_TAB_COMPONENTS[name];
    if (!Tab) return [];
    const content = <Tab {...props} />;
    return [
      {
        value: name,
        label: i18n._(EVENT_TAB_LABELS[name]),
        // A reader's inputs are disabled in one go; the participants list stays usable.
        content:
          name === 'participants' ? (
            content
          ) : (
            <fieldset disabled={!canManage} className="m-0 min-w-0 border-0 p-0">
              {content}
            </fieldset>
          ),
      },
    ];
  });

  const id = record.id;
  const [showInconsistencies, setShowInconsistencies] = useState(false);
  const inconsistencies =
    id !== null && featureToggles.value.inconsistencies && can(user, 'inconsistency.read') ? (
      <>
        <Button variant="secondary" onClick={() => setShowInconsistencies(true)}>
          <AlertTriangle aria-hidden="true" className="size-4" />
          {i18n._('inconsistency.open')}
        </Button>
        {showInconsistencies ? (
          <InconsistencyDialog
            eventId={id}
            name={record.name}
            onClose={() => setShowInconsistencies(false)}
          />
        ) : null}
      </>
    ) : null;
  // Unsaved changes first: the cancelled service is read again, which would drop them.
  const cancel =
    id !== null && canManage && onCancelled ? (
      <CancelEventAction
        record={{ ...record, id }}
        disabled={form.submitting || form.dirty}
        onCancelled={onCancelled}
      />
    ) : null;
  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode={id === null ? 'create' : 'update'}
      titles={{
        create: i18n._(record.cloned ? 'events.cloneTitle' : 'events.new'),
        update: i18n._(canManage ? 'events.editTitle' : 'events.showTitle'),
      }}
      description={id === null ? undefined : eventSummary(form.baseline, i18n)}
      tabs={tabs}
      readOnly={!canManage}
      onReload={
        id === null ? undefined : async () => toEventValues(await fetchEventRecord(client, id))
      }
      fieldLabels={{
        name: i18n._('events.name'),
        key: i18n._('events.key'),
        startDate: i18n._('events.startDate'),
        endDate: i18n._('events.endDate'),
        description: i18n._('events.description'),
        minimumNumber: i18n._('events.minimum'),
        maximumNumber: i18n._('events.maximum'),
        locationId: i18n._('events.location'),
      }}
      onFailure={(error) => reportFailure(error, 'events.saveFailed')}
      actions={
        id !== null && canManage && onClone ? (
          <>
            {inconsistencies}
            {cancel}
            <Button
              variant="secondary"
              disabled={form.submitting}
              onClick={() => (form.dirty ? setAskClone(true) : onClone())}
            >
              <Copy aria-hidden="true" className="size-4" />
              {i18n._('events.clone')}
            </Button>
            <ConfirmDialog
              open={askClone}
              onOpenChange={setAskClone}
              title={i18n._('events.cloneDirtyTitle')}
              text={i18n._('events.cloneDirtyText')}
              confirmLabel={i18n._('events.clone')}
              onConfirm={onClone}
            />
          </>
        ) : inconsistencies || cancel ? (
          <>
            {inconsistencies}
            {cancel}
          </>
        ) : undefined
      }
      className="max-w-3xl"
    />
  );
}

/** The capacity of the location the values name (the base data's, else the record's). */
function capacityOf(values: EventValues, baseData: EventBaseData): number | null {
  return (
    baseData.locations.find((location) => location.id === values.locationId)?.capacity ??
    values.location?.capacity ??
    null
  );
}
