import type { BookingRecord, BookingSaveInput } from '../../../../shared/model/booking-record';
import type { BookingStatus } from '../../../../shared/model/enums';

/** The booking dialog's form: flat fields, texts as typed (dates '', price ''). */
export interface BookingValues {
  id: number | null;
  version: number | null;
  participantId: number | null;
  serviceId: number | null;
  bookingStatus: BookingStatus;
  recurrenceIds: number[];
  stopId: number | null;
  escortPersonId: number | null;
  startDate: string;
  endDate: string;
  registrationDate: string;
  cancellationDate: string;
  /** As typed; '' = no individual price. */
  individualPrice: string;
  notes: string;
  cancellationNotes: string;
  homeworkSupport: boolean;
  sendEmail: boolean;
}

export type BookingField = keyof BookingValues;

/** The form's ids: `booking-<field>`. */
export const BOOKING_ID_PREFIX = 'booking';

/** The values of a stored booking, or of a new one for `participantId` (spec 001 §4.1: PENDING). */
export function toBookingValues(
  record: BookingRecord | null,
  participantId: number | null = null,
): BookingValues {
  if (!record)
    return {
      id: null,
      version: null,
      participantId,
      serviceId: null,
      bookingStatus: 'PENDING',
      recurrenceIds: [],
      stopId: null,
      escortPersonId: null,
      startDate: '',
      endDate: '',
      registrationDate: '',
      cancellationDate: '',
      individualPrice: '',
      notes: '',
      cancellationNotes: '',
      homeworkSupport: false,
      sendEmail: false,
    };
  return {
    id: record.id,
    version: record.version,
    participantId: record.participantId,
    serviceId: record.service.id,
    bookingStatus: record.bookingStatus,
    recurrenceIds: record.recurrenceIds,
    // The stop the child gets on (inbound) or off (outbound); the school is the other end.
    stopId: record.service.inbound ? record.startStopId : record.destinationStopId,
    escortPersonId: record.escortPersonId,
    startDate: record.startDate ?? '',
    endDate: record.endDate ?? '',
    registrationDate: record.registrationDate ?? '',
    cancellationDate: record.cancellationDate ?? '',
    individualPrice: record.individualPrice === null ? '' : String(record.individualPrice),
    notes: record.notes ?? '',
    cancellationNotes: record.cancellationNotes ?? '',
    homeworkSupport: record.homeworkSupport,
    sendEmail: record.sendEmail,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The body of `PUT /api/booking`. A typed price that is no number goes as NaN, which the
 * schema refuses with the positive-number message; a comma counts as the decimal point.
 */
export function toBookingInput(
  values: BookingValues,
  confirmedWarnings: BookingSaveInput['confirmedWarnings'] = [],
): BookingSaveInput {
  const price = values.individualPrice.trim().replace(',', '.');
  return {
    id: values.id,
    version: values.version,
    participantId: values.participantId ?? 0,
    serviceId: values.serviceId ?? 0,
    bookingStatus: values.bookingStatus,
    recurrenceIds: values.recurrenceIds,
    stopId: values.stopId,
    escortPersonId: values.escortPersonId,
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    registrationDate: orNull(values.registrationDate),
    cancellationDate: orNull(values.cancellationDate),
    individualPrice: price === '' ? null : /^\d+(\.\d{1,2})?$/.test(price) ? Number(price) : NaN,
    notes: orNull(values.notes),
    cancellationNotes: orNull(values.cancellationNotes),
    homeworkSupport: values.homeworkSupport,
    sendEmail: values.sendEmail,
    confirmedWarnings,
  };
}
