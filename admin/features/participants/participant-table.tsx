import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Pencil } from 'lucide-react';
import type { NamedOption } from '../../../shared/model/base-data';
import {
  PARTICIPANT_BOOKING_FILTERS,
  type ParticipantRow,
} from '../../../shared/model/participant-office';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import type { ParticipantList } from './participant-list';
import { participantName } from './participant-values';

const statusLabel = (i18n: I18n, status: (typeof PARTICIPANT_BOOKING_FILTERS)[number]) =>
  status === 'NONE' ? i18n._('participants.noBookings') : i18n._(`bookingStatus.${status}`);

/** The columns: family name (the row's header), given name, class, customer, bookings, open. */
function participantColumns(
  i18n: I18n,
  manage: boolean,
  onOpen: (row: ParticipantRow) => void,
): ColumnDef<ParticipantRow>[] {
  return [
    {
      id: 'familyName',
      accessorFn: (row) => row.familyName,
      enableSorting: true,
      meta: { label: i18n._('participants.familyName'), isRowHeader: true },
    },
    {
      id: 'givenName',
      accessorFn: (row) => row.givenName,
      enableSorting: true,
      meta: { label: i18n._('participants.givenName') },
    },
    {
      id: 'clazz',
      accessorFn: (row) => row.clazz ?? '',
      enableSorting: true,
      meta: { label: i18n._('participants.clazz') },
    },
    {
      id: 'customer',
      accessorFn: (row) => row.customer ?? '',
      enableSorting: true,
      meta: { label: i18n._('participants.customer') },
    },
    {
      id: 'bookingStatuses',
      accessorFn: (row) =>
        row.bookingStatuses.map((status) => statusLabel(i18n, status)).join(', '),
      meta: { label: i18n._('participants.bookings') },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{i18n._('participants.actions')}</span>,
      cell: ({ row }) => {
        const name = participantName(row.original);
        return (
          <Button
            variant="secondary"
            aria-label={i18n._(manage ? 'participants.editOf' : 'participants.contactsOf', {
              name,
            })}
            onClick={() => onOpen(row.original)}
          >
            {manage ? (
              <Pencil aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {i18n._(manage ? 'participants.edit' : 'participants.contacts')}
          </Button>
        );
      },
      meta: { className: 'sm:text-right' },
    },
  ];
}

/** The participants in the data table: school year, booking status and a search, pages. */
export function ParticipantTable({
  participants,
  schoolYears,
  manage,
  onOpen,
}: {
  participants: ParticipantList;
  schoolYears: readonly NamedOption[];
  manage: boolean;
  onOpen: (row: ParticipantRow) => void;
}) {
  const { i18n } = useLingui();
  const { query, setQuery, list } = participants;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <SearchField
          label={i18n._('participants.search')}
          value={query.search ?? ''}
          onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
        />
        <SelectField
          id="participants-schoolYear"
          label={i18n._('participants.schoolYear')}
          placeholder={i18n._('participants.schoolYearCurrent')}
          options={schoolYears.map((year) => ({ value: String(year.id), label: year.name }))}
          value={query.schoolYear === undefined ? '' : String(query.schoolYear)}
          onChange={(event) =>
            setQuery({
              schoolYear: event.currentTarget.value ? Number(event.currentTarget.value) : undefined,
              page: 1,
            })
          }
        />
        <SelectField
          id="participants-bookingStatus"
          label={i18n._('participants.bookingStatus')}
          placeholder={i18n._('participants.anyStatus')}
          options={PARTICIPANT_BOOKING_FILTERS.map((status) => ({
            value: status,
            label: statusLabel(i18n, status),
          }))}
          value={query.bookingStatus ?? ''}
          onChange={(event) =>
            setQuery({
              bookingStatus: (event.currentTarget.value || undefined) as typeof query.bookingStatus,
              page: 1,
            })
          }
        />
      </div>
      <DataTable
        label={i18n._('screens.participant.title')}
        columns={participantColumns(i18n, manage, onOpen)}
        list={list.state}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<typeof query>)}
        onRetry={list.reload}
        getRowId={(row) => String(row.id)}
        onOpen={onOpen}
        loadFailedKey="participants.loadFailed"
        empty={i18n._('participants.empty')}
      />
    </div>
  );
}
