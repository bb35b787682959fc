import type { I18n } from '@lingui/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { Inconsistency, InconsistencyType } from '../../../../shared/model/inconsistency';
import type { MessageId } from '../../../../shared/model/message-ids';
import { Button } from '../../../../shared/ui/button';
import type { ShownInconsistency } from './shown-inconsistencies';

/** The acts a row offers, by what they do (the dialog asks before each). */
export type InconsistencyAct =
  | 'adjustMax'
  | 'split'
  | 'adjustMin'
  | 'cancelEvent'
  | 'adjustRoom'
  | 'shareRoom'
  | 'cancelBooking'
  | 'bulkMove';

/** What each type offers (spec 001 §7's actions), in the order shown. */
export const ACTS_OF: Record<InconsistencyType, readonly InconsistencyAct[]> = {
  EVENT_MAX: ['adjustMax', 'split'],
  EVENT_MIN: ['adjustMin', 'cancelEvent'],
  LOCATION_MAX: ['adjustRoom'],
  LOCATION_COLLISION: ['shareRoom'],
  PARTICIPANT_TIMESLOT: ['cancelBooking'],
  GRADE: ['bulkMove'],
};

export const SEVERITY_STYLE = {
  SEVERE: 'bg-red-100 text-red-900',
  ERROR: 'bg-orange-100 text-orange-900',
  WARNING: 'bg-amber-100 text-amber-900',
  INFO: 'bg-sky-100 text-sky-900',
} as const;

/** The row's sentence: what is wrong, with the numbers and names it concerns. */
export function describeInconsistency(i18n: I18n, row: ShownInconsistency): string {
  const { item } = row;
  const child = (value: Inconsistency['participant']) =>
    value ? `${value.givenName} ${value.familyName}` : '';
  const values = {
    count: item.count ?? 0,
    limit: item.limit ?? 0,
    service: item.collision?.name ?? '',
    name: child(item.participant),
    children: row.gradeCount,
  };
  return i18n._(`inconsistency.describe.${item.inconsistencyType}` as MessageId, values);
}

/** Columns: severity, type, what, and the acts of the row (the office only). */
export function inconsistencyColumns(
  i18n: I18n,
  {
    onAct,
    acts,
  }: { onAct: (act: InconsistencyAct, row: ShownInconsistency) => void; acts: boolean },
): ColumnDef<ShownInconsistency>[] {
  return [
    {
      id: 'severity',
      accessorFn: (row) => row.item.severity,
      enableSorting: true,
      meta: { label: i18n._('inconsistency.severity') },
      cell: ({ row }) => (
        <span
          className={`rounded px-2 py-0.5 text-sm font-medium ${SEVERITY_STYLE[row.original.item.severity]}`}
        >
          {i18n._(`inconsistency.severity.${row.original.item.severity}` as MessageId)}
        </span>
      ),
    },
    {
      id: 'type',
      accessorFn: (row) => i18n._(`inconsistency.type.${row.item.inconsistencyType}` as MessageId),
      enableSorting: true,
      meta: { label: i18n._('inconsistency.typeLabel'), isRowHeader: true },
    },
    {
      id: 'what',
      accessorFn: (row) => describeInconsistency(i18n, row),
      meta: { label: i18n._('inconsistency.what') },
    },
    ...(acts
      ? [
          {
            id: 'actions',
            header: () => <span className="sr-only">{i18n._('inconsistency.actions')}</span>,
            cell: ({ row }: { row: { original: ShownInconsistency } }) => (
              <div className="flex flex-wrap gap-2 sm:justify-end">
                {ACTS_OF[row.original.item.inconsistencyType].map((act) => (
                  <Button key={act} variant="secondary" onClick={() => onAct(act, row.original)}>
                    {i18n._(`inconsistency.act.${act}` as MessageId)}
                  </Button>
                ))}
              </div>
            ),
            meta: { className: 'sm:text-right' },
          } satisfies ColumnDef<ShownInconsistency>,
        ]
      : []),
  ];
}
