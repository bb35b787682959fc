import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { sendEmailFor, type BookingService } from '../../../../shared/model/booking-record';
import { BOOKING_STATUSES } from '../../../../shared/model/enums';
import { Checkbox } from '../../../../shared/ui/checkbox';
import { DatePicker } from '../../../../shared/ui/date-picker';
import type { useForm } from '../../../../shared/ui/form';
import { Alert } from '../../../../shared/ui/alert';
import {
  formatDay,
  formatEuro,
  timeRange,
  weekdayName,
} from '../../../../shared/ui/offers/format-offer';
import { SelectField } from '../../../../shared/ui/select-field';
import { TextField } from '../../../../shared/ui/text-field';
import { MAX_TEXT } from '../../../../shared/model/limits';
import type { RecurrenceFinding } from '../../../../shared/model/booking-batch';
import { bookingCheckMessageId } from '../../../../shared/model/booking';
import type { BookingField, BookingValues } from './booking-values';

/** The dialog's form, as `useForm` answers it. */
export type BookingForm = ReturnType<typeof useForm<BookingValues, unknown, BookingField>>;

/** What the caller may do in the dialog (spec 001 §6), from the capabilities. */
export interface BookingRights {
  /** `booking.manage`: status, prices, dates, cancellation notes; new bookings. */
  office: boolean;
  /** `booking.notes`: the notes (office and instructors). */
  notes: boolean;
}

/** Props of {@link BookingTab}. */
export interface BookingTabProps {
  form: BookingForm;
  rights: BookingRights;
  /** The booking's service, or the one picked for a new booking (null: none yet). */
  service: BookingService | null;
  participantName: string;
  /** The services an admin may pick for a new booking; null for a stored booking. */
  serviceOptions: readonly { id: number; name: string }[] | null;
  /** The stored price (null for a new booking). */
  price: number | null;
  /** Nothing editable (FINISHED, or a reader). */
  readOnly: boolean;
  /** A new booking's children picker, in place of the participant's name. */
  participantField?: ReactNode;
  /** Below the service: further services of a new booking. */
  serviceExtras?: ReactNode;
  /** A bus booking's stop field. */
  stopField?: ReactNode;
  /** The escort's field, when shown (spec 001 §5). */
  escortField?: ReactNode;
  /** What check-recurrencies says of each chosen weekday (full, colliding). */
  slotFindings?: ReadonlyMap<number, RecurrenceFinding>;
  /** A family's open request to cancel (issue 19.4), for the office to decide. */
  cancellationRequest?: { on: string; notes: string | null } | null;
}

/**
 * The Booking tab (spec 001 §2.2, §5, §6): participant, service and dates editable by the
 * office for a new booking only; status, prices, registration and cancellation dates for the
 * office; notes for office and instructors; cancellation notes for the office.
 */
export function BookingTab({
  form,
  rights,
  service,
  participantName,
  serviceOptions,
  price,
  readOnly,
  participantField,
  serviceExtras,
  escortField,
  stopField,
  slotFindings,
  cancellationRequest = null,
}: BookingTabProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const creating = form.values.id === null;
  const fixed = readOnly || !rights.office || !creating;
  const error = (field: BookingField) => {
    const key = form.errors[field];
    return key ? i18n._(key, form.errorValues[field]) : null;
  };
  const text = (field: 'notes' | 'cancellationNotes' | 'individualPrice', label: string) => (
    <TextField
      id={form.idOf(field)}
      label={label}
      value={form.values[field]}
      onChange={(event) => form.setValue(field, event.currentTarget.value)}
      onBlur={() => form.touch(field)}
      error={error(field)}
      counter={field === 'individualPrice' ? undefined : MAX_TEXT}
      disabled={readOnly}
      inputMode={field === 'individualPrice' ? 'decimal' : undefined}
    />
  );
  const date = (
    field: 'startDate' | 'endDate' | 'registrationDate' | 'cancellationDate',
    label: string,
    disabled: boolean,
  ) => (
    <DatePicker
      id={form.idOf(field)}
      label={label}
      value={form.values[field]}
      onValueChange={(value) => {
        form.setValue(field, value);
        form.touch(field);
      }}
      min={
        field === 'startDate' || field === 'endDate' ? (service?.startDate ?? undefined) : undefined
      }
      max={
        field === 'startDate' || field === 'endDate' ? (service?.endDate ?? undefined) : undefined
      }
      error={error(field)}
      disabled={disabled}
    />
  );
  const slots = service?.slots ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {participantField ?? (
        <TextField
          id={form.idOf('participantId')}
          label={i18n._('bookingDialog.participant')}
          value={participantName}
          readOnly
          error={error('participantId')}
        />
      )}
      {serviceOptions && !fixed ? (
        <SelectField
          id={form.idOf('serviceId')}
          label={i18n._('bookingDialog.service')}
          placeholder={i18n._('bookingDialog.pickService')}
          options={serviceOptions.map((option) => ({
            value: String(option.id),
            label: option.name,
          }))}
          value={form.values.serviceId === null ? '' : String(form.values.serviceId)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            form.setValues((current) => ({
              ...current,
              serviceId: value === '' ? null : Number(value),
              recurrenceIds: [],
              stopId: null,
              startDate: '',
              endDate: '',
            }));
          }}
          onBlur={() => form.touch('serviceId')}
          error={error('serviceId')}
          required
        />
      ) : (
        <TextField
          id={form.idOf('serviceId')}
          label={i18n._('bookingDialog.service')}
          value={service?.name ?? ''}
          readOnly
          error={error('serviceId')}
        />
      )}
      {serviceExtras ? <div className="sm:col-span-2">{serviceExtras}</div> : null}
      {rights.office ? (
        <>
          {date('startDate', i18n._('bookingDialog.startDate'), fixed)}
          {date('endDate', i18n._('bookingDialog.endDate'), fixed)}
          <SelectField
            id={form.idOf('bookingStatus')}
            label={i18n._('bookingDialog.status')}
            options={BOOKING_STATUSES.map((status) => ({
              value: status,
              label: i18n._(`bookingStatus.${status}`),
            }))}
            value={form.values.bookingStatus}
            onChange={(event) => {
              const status = event.currentTarget.value as BookingValues['bookingStatus'];
              // Spec 001 §4.1: childminding unticks send-email on ACCEPTED, ticks it otherwise.
              form.setValues((current) => ({
                ...current,
                bookingStatus: status,
                sendEmail: service
                  ? sendEmailFor(service.businessArea, status, current.sendEmail)
                  : current.sendEmail,
              }));
            }}
            error={error('bookingStatus')}
            disabled={readOnly}
            required
          />
          <Checkbox
            id={form.idOf('sendEmail')}
            label={i18n._('bookingDialog.sendEmail')}
            checked={form.values.sendEmail}
            onChange={(event) => form.setValue('sendEmail', event.currentTarget.checked)}
            disabled={readOnly}
            className="self-end"
          />
          {text('individualPrice', i18n._('bookingDialog.individualPrice'))}
          <TextField
            id={`${form.idOf('individualPrice')}-stored`}
            label={i18n._('bookingDialog.price')}
            value={price === null ? '' : formatEuro(price, locale)}
            readOnly
          />
          {date('registrationDate', i18n._('bookingDialog.registrationDate'), readOnly)}
          {date('cancellationDate', i18n._('bookingDialog.cancellationDate'), readOnly)}
        </>
      ) : null}
      {slots.length > 0 ? (
        <fieldset className="sm:col-span-2" id={form.idOf('recurrenceIds')}>
          <legend className="text-sm font-medium text-gray-900">
            {i18n._('bookingDialog.recurrences')}
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {slots.map((slot) => {
              const found = form.values.recurrenceIds.includes(slot.id)
                ? slotFindings?.get(slot.id)
                : undefined;
              const notes = found
                ? [
                    ...found.findings
                      .filter((finding) => finding.key !== 'noLocationCapacityLeft')
                      .map((finding) => i18n._(bookingCheckMessageId(finding.key), finding.values)),
                    ...(found.full ? [i18n._('bookingDialog.slotFull')] : []),
                  ]
                : [];
              return (
                <div key={slot.id}>
                  <Checkbox
                    id={`${form.idOf('recurrenceIds')}-${slot.id}`}
                    label={`${weekdayName(slot.dayOfWeek, locale)} ${timeRange(slot)}`}
                    checked={form.values.recurrenceIds.includes(slot.id)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      const rest = form.values.recurrenceIds.filter((id) => id !== slot.id);
                      form.setValue('recurrenceIds', checked ? [...rest, slot.id] : rest);
                      form.touch('recurrenceIds');
                    }}
                    disabled={readOnly}
                  />
                  {notes.length > 0 ? (
                    <p className="ml-7 mt-1 text-sm text-amber-800" data-slot-warning={slot.id}>
                      {notes.join(' ')}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
          {error('recurrenceIds') ? (
            <p className="mt-1.5 text-sm text-red-700" role="alert">
              {error('recurrenceIds')}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {stopField ? <div className="sm:col-span-2">{stopField}</div> : null}
      {escortField ? <div className="sm:col-span-2">{escortField}</div> : null}
      {rights.notes ? (
        <div className="sm:col-span-2">{text('notes', i18n._('bookingDialog.notes'))}</div>
      ) : null}
      {rights.office && cancellationRequest ? (
        <Alert variant="warning" className="sm:col-span-2">
          {i18n._('bookingDialog.cancellationRequested', {
            date: formatDay(cancellationRequest.on, locale),
          })}
          {cancellationRequest.notes ? ` ${cancellationRequest.notes}` : ''}
        </Alert>
      ) : null}
      {rights.office ? (
        <div className="sm:col-span-2">
          {text('cancellationNotes', i18n._('bookingDialog.cancellationNotes'))}
        </div>
      ) : null}
    </div>
  );
}
