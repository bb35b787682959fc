import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { can } from '../../../../shared/access/capabilities';
import { fetchBooking } from '../../../../shared/api/booking-save';
import type { BookingRecord } from '../../../../shared/model/booking-record';
import { useCatalogs } from '../../../../shared/i18n/use-catalogs';
import { currentUser } from '../../../../shared/state/session';
import { useSignals } from '../../../../shared/state/signals';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { RecordByIdDialog, RecordDialog, RecordLoadingDialog } from '../../../../shared/ui/dialog';
import { useForm } from '../../../../shared/ui/form';
import { reportFailure } from '../../../app/failures';
import { BookingTab, type BookingRights } from './booking-tab';
import {
  BOOKING_ID_PREFIX,
  toBookingValues,
  type BookingField,
  type BookingValues,
} from './booking-values';
import { useNewBookingChoices } from './use-new-booking-choices';

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
}: {
  record: BookingRecord | null;
  participantId: number | null;
  onClose: () => void;
  onSaved?: () => void;
}) {
  useSignals();
  const { i18n } = useLingui();
  const user = currentUser.value;
  const rights: BookingRights = {
    office: can(user, 'booking.manage'),
    notes: can(user, 'booking.notes'),
  };
  const form = useForm<BookingValues, unknown, BookingField>({
    initial: toBookingValues(record, participantId),
    idPrefix: BOOKING_ID_PREFIX,
    onSubmit: async () => undefined,
  });
  const choices = useNewBookingChoices(record === null ? form.values : null);
  const service = record?.service ?? choices.service;
  const readOnly = true;
  const tabs = [
    {
      value: 'booking',
      label: i18n._('bookingDialog.tab.booking'),
      content: (
        <fieldset disabled={readOnly} className="contents">
          <BookingTab
            form={form}
            rights={rights}
            service={service}
            participantName={record?.participantName ?? choices.participantName}
            serviceOptions={record ? null : choices.serviceOptions}
            price={record?.price ?? null}
            readOnly={readOnly}
          />
        </fieldset>
      ),
    },
  ];
  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode={record ? 'update' : 'create'}
      titles={{ create: i18n._('bookingDialog.new'), update: i18n._('bookingDialog.edit') }}
      onFailure={(error) => reportFailure(error, 'bookingDialog.bookingFailed')}
      readOnly={readOnly}
      className="max-w-3xl"
      tabs={tabs}
    />
  );
}
