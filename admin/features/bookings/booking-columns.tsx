import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { BookingRow } from '../../../shared/model/booking-office';

/** The child as the list and the `plan` link name them: 'Given Family'. */
export const childName = (row: Pick<BookingRow, 'givenName' | 'familyName'>) =>
  `${row.givenName} ${row.familyName}`;

/** The weekday-and-time summary of a booking: 'MO 14:00–15:00, WE 14:00–15:00'. */
export const slotSummary = (row: BookingRow) =>
  row.recurrencies
    .map(
      (slot) =>
        `${slot.dayOfWeek.slice(0, 2)} ${slot.time}${slot.endTime ? `–${slot.endTime}` : ''}`,
    )
    .join(', ');

/** The booking's own dates, or the note that it runs with its service. */
const period = (i18n: I18n, row: BookingRow) =>
  row.startDate || row.endDate
    ? `${row.startDate ?? ''} – ${row.endDate ?? ''}`
    : i18n._('bookings.withService');

/**
 * The columns: child (the row's header), service, area, status, dates, slots, registration.
 * Sortable ones carry their `orderBy` as id. Rows open the booking dialog on click or Enter.
 */
export function bookingColumns(i18n: I18n): ColumnDef<BookingRow>[] {
  return [
    {
      id: 'familyName',
      accessorFn: childName,
      enableSorting: true,
      meta: { label: i18n._('bookings.child'), isRowHeader: true },
    },
    {
      id: 'eventName',
      accessorFn: (row) => row.eventName,
      enableSorting: true,
      meta: { label: i18n._('bookings.service') },
    },
    {
      id: 'businessArea',
      accessorFn: (row) => i18n._(`businessArea.${row.businessArea}`),
      enableSorting: true,
      meta: { label: i18n._('bookings.businessArea') },
    },
    {
      id: 'bookingStatus',
      accessorFn: (row) => i18n._(`bookingStatus.${row.bookingStatus}`),
      enableSorting: true,
      meta: { label: i18n._('bookings.status') },
    },
    {
      id: 'startDate',
      accessorFn: (row) => period(i18n, row),
      enableSorting: true,
      meta: { label: i18n._('bookings.period') },
    },
    {
      id: 'slots',
      accessorFn: slotSummary,
      meta: { label: i18n._('bookings.slots'), hideOnPhone: true },
    },
    {
      id: 'registrationDate',
      accessorFn: (row) => row.registrationDate,
      enableSorting: true,
      meta: { label: i18n._('bookings.registered') },
    },
  ];
}
