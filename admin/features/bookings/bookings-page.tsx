import { useLingui } from '@lingui/react';
import { Plus } from 'lucide-react';
import { can } from '../../../shared/access/capabilities';
import type { BookingRow } from '../../../shared/model/booking-office';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { Button } from '../../../shared/ui/button';
import { invalidate } from '../../../shared/ui/use-resource';
import { usePageTitle } from '../../app/page-title';
import { DataTable } from '../../ui/data-table/data-table';
import { useRecordRoute } from '../../ui/use-record-route';
import { bookingColumns } from './booking-columns';
import { BookingFilters } from './booking-filters';
import { BOOKINGS_TAG, useBookingList } from './booking-list';
import { BookingDialog } from './dialog/booking-dialog';
import { DecideRequestsAction } from './decide-requests-action';
import { useStaffFilters } from './use-staff-filters';

/**
 * `/booking` and `/booking/{id}` (issue 18.1; spec 000 §6, 001 §2.2): the bookings in the data
 * table with their filters in the URL, and the booking dialog of the row opened. The office
 * (`booking.read.any`) sees all and decides on PENDING requests in bulk (`booking.manage`); an
 * instructor the bookings of their services; a family its own, read-only.
 * `/booking?plan=Given Family` (the customer and participant dialogs) opens it for that child
 * (read as the child filter by useBookingList).
 */
export function BookingsPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.booking.title');
  const user = currentUser.value;
  const staff = can(user, 'event.staff');
  const manage = can(user, 'booking.manage');
  const bookings = useBookingList();
  const { query, setQuery, list } = bookings;
  const record = useRecordRoute('/booking');
  const filters = useStaffFilters(staff, query);

  const open = (row: BookingRow) => record.open(row.id);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.booking.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">
            {i18n._(
              can(user, 'booking.read.any')
                ? 'screens.booking.summary'
                : staff
                  ? 'bookings.summaryInstructor'
                  : 'bookings.summaryFamily',
            )}
          </p>
        </div>
        {manage ? (
          <Button onClick={record.startCreating}>
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('bookings.new')}
          </Button>
        ) : null}
      </header>
      <div className="space-y-3">
        <BookingFilters query={query} setQuery={setQuery} staff={filters} />
        <DataTable
          label={i18n._('screens.booking.title')}
          columns={bookingColumns(i18n)}
          list={list.state}
          query={query}
          onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
          onRetry={list.reload}
          getRowId={(row) => String(row.id)}
          onOpen={open}
          {...(manage
            ? {
                bulkActions: (rows: BookingRow[], clear: () => void) => (
                  <DecideRequestsAction rows={rows} onDone={clear} />
                ),
              }
            : {})}
          loadFailedKey="bookings.loadFailed"
          empty={i18n._('bookings.empty')}
        />
      </div>
      {record.creating || record.pathId !== null ? (
        <BookingDialog
          key={record.creating ? 'new' : record.pathId}
          {...(record.creating ? {} : { id: record.pathId! })}
          onClose={record.close}
          onSaved={() => invalidate(BOOKINGS_TAG)}
        />
      ) : null}
    </div>
  );
}
