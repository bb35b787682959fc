import type { I18n } from '@lingui/core';
import { BOOKING_STATUSES, WEEKDAYS, type BookingStatus } from '../../../shared/model/enums';
import type { RecordTab } from '../../../shared/ui/dialog/record-tabs';
import { weekdayName } from '../../../shared/ui/offers/format-offer';
import type { HistoryLabels, HistoryValueLabels } from '../../ui/history/history-format';
import { historyTab } from '../../ui/history/history-tab';

/**
 * The labels of a booking's history fields (the keys of server/services/booking/booking-snapshot.ts);
 * `notes` is the common one.
 */
export function bookingHistoryLabels(i18n: I18n): HistoryLabels {
  return {
    participant: i18n._('bookingDialog.participant'),
    service: i18n._('bookingDialog.service'),
    bookingStatus: i18n._('bookingDialog.status'),
    startDate: i18n._('bookingDialog.startDate'),
    endDate: i18n._('bookingDialog.endDate'),
    registrationDate: i18n._('bookingDialog.registrationDate'),
    cancellationDate: i18n._('bookingDialog.cancellationDate'),
    price: i18n._('bookingDialog.price'),
    individualPrice: i18n._('history.field.booking.individualPrice'),
    recurrences: i18n._('bookingDialog.recurrences'),
    startStop: i18n._('history.field.booking.startStop'),
    destinationStop: i18n._('history.field.booking.destinationStop'),
    escort: i18n._('history.field.booking.escort'),
    cancellationNotes: i18n._('bookingDialog.cancellationNotes'),
    cancellationRequestedOn: i18n._('history.field.booking.cancellationRequestedOn'),
    cancellationRequestNotes: i18n._('history.field.booking.cancellationRequestNotes'),
    homeworkSupport: i18n._('history.field.booking.homeworkSupport'),
    sendEmail: i18n._('history.field.booking.sendEmail'),
  };
}

/** The server writes weekdays as "Mon"; `Mon 14:30–15:30; Wed …` in the locale ("Mo"). */
const SHORT_DAYS = new Map(
  WEEKDAYS.map((day) => [day.slice(0, 1) + day.slice(1, 3).toLowerCase(), day]),
);

/** A booking's status by its label, the booked weekdays in the locale (`valueLabels`). */
export function bookingHistoryValues(i18n: I18n): HistoryValueLabels {
  return {
    bookingStatus: (value) =>
      BOOKING_STATUSES.includes(value as BookingStatus)
        ? i18n._(`bookingStatus.${value as BookingStatus}`)
        : value,
    recurrences: (value) =>
      value.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, (short) =>
        weekdayName(SHORT_DAYS.get(short)!, i18n.locale, 'short'),
      ),
  };
}

/**
 * The booking dialog's History tab (ADMIN, `history.read`; nothing for a new booking): lazy,
 * with the booking's labels and values. The booking dialog loads the `account` catalog the
 * status labels are in.
 * @example tabs={[...tabs, ...bookingHistoryTab(i18n, record?.id)]}
 */
export const bookingHistoryTab = (i18n: I18n, id: number | null | undefined): RecordTab[] =>
  historyTab(i18n, 'booking', id, bookingHistoryLabels(i18n), bookingHistoryValues(i18n));
