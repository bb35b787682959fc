import { useLingui } from '@lingui/react';
import { Suspense, useMemo, useState } from 'react';
import { can } from '../../../../shared/access/capabilities';
import { fetchBooking } from '../../../../shared/api/booking-save';
import { bookingCheckMessageId } from '../../../../shared/model/booking';
import type { BookingRecord } from '../../../../shared/model/booking-record';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { useCatalogs } from '../../../../shared/i18n/use-catalogs';
import { featureToggles } from '../../../../shared/state/features';
import { currentUser } from '../../../../shared/state/session';
import { useSignals } from '../../../../shared/state/signals';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { RecordByIdDialog, RecordDialog, RecordLoadingDialog } from '../../../../shared/ui/dialog';
import { useForm } from '../../../../shared/ui/form';
import { reportFailure } from '../../../app/failures';
import { BookingPresenceTab } from '../../presence/booking-presence-tab';
import { bookingHistoryTab } from '../booking-history';
import { BookingTab, type BookingRights } from './booking-tab';
import { bookingFormSchema } from './booking-form-schema';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { useBookingSave } from './use-booking-save';
import {
  BOOKING_ID_PREFIX,
  toBookingInput,
  toBookingValues,
  type BookingField,
  type BookingValues,
} from './booking-values';
import { useNewBookingChoices } from './use-new-booking-choices';
import { EscortField } from './escort-field';
import { StopField } from './stop-field';
import { ChildrenPicker, MoreServicesPicker, type Chosen } from './new-booking-targets';
import { batchTargets, BatchRefusals } from './booking-batch';
import { useRecurrenceCheck } from './use-recurrence-check';

/** Props of {@link BookingDialog}. */
export interface BookingDialogProps {
  /** The booking to open (loaded by the dialog); without it a new booking. */
  id?: number;
  /** A new booking's child (the customer dialog's "Book"). */
  participantId?: number;
  onClose: () => void;
  /** After a save; the caller reloads its list (the dialog closes itself through onClose). */
  onSaved?: () => void;
}

/**
 * The office's booking dialog (spec 001 §2.2, §4.1, §5, §6): tabs Booking and Presence. With
 * `id` it loads the booking; without, it is a new booking (the office only), for
 * `participantId` when given. What may be seen and changed follows the caller's capabilities.
 */
export function BookingDialog(props: BookingDialogProps) {
  const { i18n } = useLingui();
  const title = i18n._(props.id === undefined ? 'bookingDialog.new' : 'bookingDialog.edit');
  // The check's messages and statuses come with the booking catalogs, loaded behind this frame.
  return (
    <Suspense
      fallback={
        <RecordLoadingDialog
          title={title}
          state={{ status: 'loading' }}
          failedTitleKey="bookingDialog.recordFailed"
          onRetry={() => undefined}
          onClose={props.onClose}
        />
      }
    >
      <BookingDialogBody {...props} title={title} />
    </Suspense>
  );
}

function BookingDialogBody({
  id,
  participantId,
  onClose,
  onSaved,
  title,
}: BookingDialogProps & { title: string }) {
  useCatalogs(['forms', 'booking', 'account']);
  const client = useApiClient();
  return (
    <RecordByIdDialog
      id={id ?? null}
      load={(id, signal) => fetchBooking(client, id, { signal })}
      title={title}
      failedTitleKey="bookingDialog.recordFailed"
      onClose={onClose}
    >
      {(record) => (
        <BookingForm
          record={record}
          participantId={participantId ?? null}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </RecordByIdDialog>
  );
}

/** The record dialog around the loaded booking (or a new one). */
function BookingForm({
  record,
  participantId,
  onClose,
  onSaved,
}: {
  record: BookingRecord | null;
  participantId: number | null;
  onClose: () => void;
  onSaved?: () => void;
}) {
  useSignals();
  const { i18n } = useLingui();
  const client = useApiClient();
  const user = currentUser.value;
  const rights: BookingRights = {
    office: can(user, 'booking.manage'),
    notes: can(user, 'booking.notes'),
  };
  const [cancelling, setCancelling] = useState(false);
  const initial = toBookingValues(record, participantId);
  // The service a new booking picked drives its rules (dates, weekdays): kept beside the form.
  const [picked, setPicked] = useState<number | null>(null);
  const choices = useNewBookingChoices(
    record === null ? { participantId, serviceId: picked } : null,
  );
  const service = record?.service ?? choices.service;
  // A family changes its own booking through change-booking; the escort is theirs to name.
  const family = record !== null && !rights.office && can(user, 'booking.change');
  const escortRequired = family && featureToggles.value.enableEscort;
  const schema = useMemo(
    () => bookingFormSchema(service, { escortRequired }),
    [service, escortRequired],
  );
  // A new booking's children and further services (several: create-bookings).
  const [children, setChildren] = useState<Chosen[]>([]);
  const [moreServices, setMoreServices] = useState<Chosen[]>([]);
  const [seeded, setSeeded] = useState(false);
  if (record === null && !seeded && participantId !== null && choices.participantName) {
    setSeeded(true);
    setChildren([{ id: participantId, name: choices.participantName }]);
  }
  const saving = useBookingSave({
    record,
    mayCheck: can(user, 'booking.check'),
    family,
    onSaved: () => {
      onSaved?.();
      onClose();
    },
    onSomeSaved: () => onSaved?.(),
  });
  const form = useForm<BookingValues, unknown, BookingField>({
    initial,
    schema,
    toInput: (values) => toBookingInput(values),
    idPrefix: BOOKING_ID_PREFIX,
    onSubmit: async (_output, values) => {
      if (record === null && (children.length > 1 || moreServices.length > 0)) {
        const main = choices.serviceOptions.find((option) => option.id === values.serviceId);
        await saving.saveMany(
          values,
          batchTargets(values, children, [
            ...(main ? [{ id: main.id, name: main.name }] : []),
            ...moreServices,
          ]),
        );
        return undefined;
      }
      const saved = await saving.save(values);
      return saved ? toBookingValues(saved) : undefined;
    },
  });
  if (form.values.serviceId !== picked && record === null) setPicked(form.values.serviceId);
  const finished = record?.bookingStatus === 'FINISHED';
  // Save for the office and instructors (spec 001 §6) and a family's own booking; never FINISHED.
  const readOnly = finished || !can(user, 'booking.save') || (record === null && !rights.office);
  const slotFindings = useRecurrenceCheck(
    !readOnly &&
      can(user, 'booking.check') &&
      service !== null &&
      form.values.participantId !== null &&
      form.values.recurrenceIds.length > 0 &&
      (service.businessArea !== 'SCHOOL_BUS' || form.values.stopId !== null)
      ? {
          id: record?.id ?? null,
          serviceId: service.id,
          participantId: form.values.participantId,
          recurrenceIds: [...form.values.recurrenceIds].sort((a, b) => a - b),
          stopId: form.values.stopId,
        }
      : null,
  );
  const creatingByOffice = record === null && rights.office;
  const batchSize = creatingByOffice
    ? children.length * ((form.values.serviceId === null ? 0 : 1) + moreServices.length)
    : 0;
  const showEscort = record
    ? rights.office || escortRequired
    : creatingByOffice && children.length <= 1;
  const cancellable =
    rights.office &&
    record !== null &&
    !['CANCELED', 'CANCELED_IMMEDIATELY', 'FINISHED'].includes(record.bookingStatus);
  const tabs = [
    {
      value: 'booking',
      label: i18n._('bookingDialog.tab.booking'),
      content: (
        <>
          <BatchRefusals refusals={saving.refusals} made={saving.made.size} />
          {batchSize > 1 ? (
            <p className="mb-4 text-sm text-gray-700" role="status">
              {i18n._('bookingDialog.batchHint', { count: batchSize })}
            </p>
          ) : null}
          {saving.findings.length > 0 ? (
            <Alert variant="error" title={i18n._('bookingDialog.checkFailed')} className="mb-4">
              <ul className="list-disc pl-5">
                {saving.findings.map((finding) => (
                  <li key={finding.key}>
                    {i18n._(bookingCheckMessageId(finding.key), finding.values)}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : null}
          <fieldset disabled={readOnly} className="contents">
            <BookingTab
              form={form}
              rights={rights}
              service={service}
              participantName={record?.participantName ?? choices.participantName}
              serviceOptions={record ? null : choices.serviceOptions}
              price={record?.price ?? null}
              readOnly={readOnly}
              slotFindings={slotFindings}
              cancellationRequest={
                record?.cancellationRequestedOn
                  ? {
                      on: record.cancellationRequestedOn,
                      notes: record.cancellationRequestNotes ?? null,
                    }
                  : null
              }
              {...(creatingByOffice
                ? {
                    participantField: (
                      <ChildrenPicker
                        id={form.idOf('participantId')}
                        value={children}
                        onChange={(chosen) => {
                          setChildren(chosen);
                          form.setValue('participantId', chosen[0]?.id ?? null);
                          form.touch('participantId');
                        }}
                        error={form.errors.participantId ? i18n._(form.errors.participantId) : null}
                      />
                    ),
                    serviceExtras: (
                      <MoreServicesPicker
                        id={`${form.idOf('serviceId')}-more`}
                        options={choices.serviceOptions}
                        mainServiceId={form.values.serviceId}
                        value={moreServices}
                        onChange={setMoreServices}
                      />
                    ),
                  }
                : {})}
              {...(service?.businessArea === 'SCHOOL_BUS' && (rights.office || family)
                ? {
                    stopField: (
                      <StopField
                        id={form.idOf('stopId')}
                        serviceId={service.id}
                        inbound={service.inbound}
                        value={form.values.stopId}
                        onChange={(stopId) => {
                          form.setValue('stopId', stopId);
                          form.touch('stopId');
                        }}
                        error={form.errors.stopId ? i18n._(form.errors.stopId) : null}
                      />
                    ),
                  }
                : {})}
              {...(showEscort
                ? {
                    escortField: (
                      <EscortField
                        id={form.idOf('escortPersonId')}
                        participantId={form.values.participantId}
                        value={form.values.escortPersonId}
                        onChange={(personId) => form.setValue('escortPersonId', personId)}
                        onBlur={() => form.touch('escortPersonId')}
                        error={
                          form.errors.escortPersonId ? i18n._(form.errors.escortPersonId) : null
                        }
                        required={escortRequired}
                      />
                    ),
                  }
                : {})}
            />
          </fieldset>
        </>
      ),
    },
    // The register of this booking's dates, for those who take registers (spec 001 §2.2).
    ...(record && can(user, 'presence.take')
      ? [
          {
            value: 'presence',
            label: i18n._('presence.tab'),
            lazy: true,
            content: <BookingPresenceTab bookingId={record.id} />,
          },
        ]
      : []),
    ...bookingHistoryTab(i18n, record?.id),
  ];
  return (
    <>
      <RecordDialog
        open
        onOpenChange={(open) => !open && onClose()}
        form={form}
        mode={record ? 'update' : 'create'}
        titles={{ create: i18n._('bookingDialog.new'), update: i18n._('bookingDialog.edit') }}
        onReload={async () => toBookingValues(await fetchBooking(client, record?.id ?? 0))}
        fieldLabels={{
          bookingStatus: i18n._('bookingDialog.status'),
          notes: i18n._('bookingDialog.notes'),
          individualPrice: i18n._('bookingDialog.individualPrice'),
        }}
        onFailure={(error) => reportFailure(error, 'bookingDialog.bookingFailed')}
        readOnly={readOnly}
        actions={
          cancellable ? (
            <Button type="button" variant="secondary" onClick={() => setCancelling(true)}>
              {i18n._('bookingDialog.cancelBooking')}
            </Button>
          ) : null
        }
        className="max-w-3xl"
        tabs={tabs}
      />
      {saving.dialog}
      {cancelling && record ? (
        <CancelBookingDialog
          booking={record}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            onSaved?.();
            onClose();
          }}
        />
      ) : null}
    </>
  );
}
