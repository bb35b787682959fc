import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import { CircleCheck, CircleDashed } from 'lucide-react';
import type { PendingRegistration } from '../../../shared/model/register';
import { Button } from '../../../shared/ui/button';
import { formatMoment } from './format-moment';

const nameOf = ({ user }: PendingRegistration) => `${user.givenName} ${user.familyName}`;

/**
 * The columns of the sign-ups table: name (the row's header), e-mail, when they signed up,
 * whether the address is confirmed, and "Review". Ids of sortable columns are the query's
 * `orderBy` values.
 */
export function registrationColumns(
  i18n: I18n,
  onReview: (registration: PendingRegistration) => void,
): ColumnDef<PendingRegistration>[] {
  return [
    {
      id: 'name',
      accessorFn: nameOf,
      enableSorting: true,
      meta: { label: i18n._('registrations.name'), isRowHeader: true },
    },
    {
      id: 'email',
      accessorFn: (registration) => registration.user.login,
      enableSorting: true,
      meta: { label: i18n._('registrations.email'), className: 'break-all' },
    },
    {
      id: 'date',
      accessorFn: (registration) => registration.date,
      enableSorting: true,
      cell: ({ row }) => formatMoment(row.original.date, i18n.locale),
      meta: { label: i18n._('registrations.date'), className: 'sm:whitespace-nowrap' },
    },
    {
      id: 'emailConfirmed',
      cell: ({ row }) =>
        row.original.emailConfirmed ? (
          <span className="inline-flex items-center gap-1 text-green-800">
            <CircleCheck aria-hidden="true" className="size-4" />
            {i18n._('registrations.yes')}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-gray-700">
            <CircleDashed aria-hidden="true" className="size-4" />
            {i18n._('registrations.no')}
          </span>
        ),
      meta: { label: i18n._('registrations.emailConfirmed') },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{i18n._('registrations.actions')}</span>,
      cell: ({ row }) => (
        <Button
          variant="secondary"
          aria-label={i18n._('registrations.reviewOf', { name: nameOf(row.original) })}
          onClick={() => onReview(row.original)}
        >
          {i18n._('registrations.review')}
        </Button>
      ),
      meta: { className: 'sm:text-right' },
    },
  ];
}
