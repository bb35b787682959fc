import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { AbsenceRow } from '../../../shared/model/absence';
import { isFamilyEditable } from '../../../shared/rules/absence';
import { Button } from '../../../shared/ui/button';
import { formatLongDate } from '../../../shared/ui/calendar-labels';
import { ConfirmDialog } from '../../../shared/ui/dialog';

/** Props of {@link AbsenceList}. */
export interface AbsenceListProps {
  absences: readonly AbsenceRow[];
  /** The school's today: a family changes and withdraws only absences not begun before it. */
  today: string;
  /** The office changes and withdraws any. */
  office: boolean;
  /** Show the child's name on each row (a family's list across children). */
  showChild?: boolean;
  onEdit: (absence: AbsenceRow) => void;
  /** Withdraws it; a rejection keeps the question open (the caller reports why). */
  onWithdraw: (absence: AbsenceRow) => Promise<unknown>;
}

/** The days of an absence: one day, or first – last, in the page's locale. */
export function absenceDays({ from, to }: { from: string; to: string }, locale: string) {
  const first = formatLongDate(from, locale);
  return from === to ? first : `${first} – ${formatLongDate(to, locale)}`;
}

/**
 * A list of absences, newest first: days, child, services, reason and note, with Change and
 * Withdraw where the caller may (families: not begun before today).
 */
export function AbsenceList({
  absences,
  today,
  office,
  showChild = false,
  onEdit,
  onWithdraw,
}: AbsenceListProps) {
  const { i18n } = useLingui();
  const [asking, setAsking] = useState<AbsenceRow | null>(null);
  return (
    <>
      <ul className="divide-y divide-gray-200" aria-label={i18n._('absence.listLabel')}>
        {absences.map((absence) => {
          const editable = office || isFamilyEditable(absence, today);
          const days = absenceDays(absence, i18n.locale);
          return (
            <li key={absence.id} className="flex flex-wrap items-start gap-3 py-3">
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="font-medium text-gray-900">
                  {showChild ? `${absence.givenName} ${absence.familyName}: ` : ''}
                  {days}
                </p>
                <p className="text-sm text-gray-700">
                  {absence.eventIds.length === 0
                    ? i18n._('absence.allServices')
                    : absence.eventNames.join(', ')}
                  {absence.reason ? ` · ${absence.reason}` : ''}
                </p>
                {absence.notes ? <p className="text-sm text-gray-600">{absence.notes}</p> : null}
              </div>
              {editable ? (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="md"
                    aria-label={i18n._('absence.editOf', { days })}
                    onClick={() => onEdit(absence)}
                  >
                    {i18n._('absence.change')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="md"
                    aria-label={i18n._('absence.withdrawOf', { days })}
                    onClick={() => setAsking(absence)}
                  >
                    {i18n._('absence.withdraw')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={i18n._('absence.withdrawTitle')}
        text={asking ? absenceDays(asking, i18n.locale) : null}
        confirmLabel={i18n._('absence.withdraw')}
        variant="destructive"
        onConfirm={() => (asking ? onWithdraw(asking) : undefined)}
      />
    </>
  );
}
