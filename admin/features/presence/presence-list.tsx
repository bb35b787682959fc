import { useLingui } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { fetchPresenceTable, savePresences } from '../../../shared/api/presence';
import { toLocale } from '../../../shared/i18n/i18n';
import {
  PRESENCE_GROUPINGS,
  type PresenceGrouping,
  type PresenceRow,
  type PresenceTable,
} from '../../../shared/model/presence';
import { schoolTimeZone } from '../../../shared/state/school-time-zone';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { Select } from '../../../shared/ui/select';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { downloadPresencePdf } from './download-presence-pdf';
import { PdfDatesDialog } from './pdf-dates-dialog';
import { PresenceRowCard } from './presence-row-card';
import {
  changesOf,
  clockTimeIn,
  groupRows,
  hasConfirmedRow,
  tick,
  timesComplete,
  typeTime,
  visibleRows,
  type PresenceGroup,
} from './presence-rows';

const GROUPING_LABELS = {
  goesTo: 'presence.group.goesTo',
  comesFrom: 'presence.group.comesFrom',
  none: 'presence.group.none',
} as const;

/** Props of {@link PresenceList}. */
export interface PresenceListProps {
  recurrenceId: number;
  /** The date asked for; the server shows it, or the next service day up to 7 days ahead. */
  date: string;
  /** Called with whether there are unsaved ticks, for the dialog's close question. */
  onDirtyChange?: (dirty: boolean) => void;
  /** A button beside Save and PDF (the dialog's Close). */
  extraAction?: ReactNode;
}

/**
 * The presence list of one service slot and date (spec 001 §2.3, §4.5): a date picker of the
 * window's dates, grouping (goes-to area by default, comes-from area, none), show-pending,
 * one card per child with large ticks that fill and clear their times (not for the school bus),
 * Save (only changed rows and fields, so nobody's ticks are lost) and the PDF, both only with
 * a row that is not PENDING.
 */
export function PresenceList({
  recurrenceId,
  date,
  onDirtyChange,
  extraAction,
}: PresenceListProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [asked, setAsked] = useState(date);
  const resource = useResource(
    (signal) => fetchPresenceTable(client, asked, recurrenceId, { signal }),
    [asked, recurrenceId],
  );
  const [table, setTable] = useState<PresenceTable | null>(null);
  const [rows, setRows] = useState<PresenceRow[]>([]);
  const [grouping, setGrouping] = useState<PresenceGrouping>('goesTo');
  const [showPending, setShowPending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [pdfOpen, setPdfOpen] = useState(false);
  const [discardTo, setDiscardTo] = useState<string | null>(null);

  const loaded = resource.state.status === 'ready' ? resource.state.data : null;
  useEffect(() => {
    if (!loaded) return;
    setTable(loaded);
    setRows(loaded.presences);
  }, [loaded]);

  const changes = table ? changesOf(table.presences, rows) : [];
  const dirty = changes.length > 0;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  if (resource.state.status === 'failed')
    return (
      <LoadFailed
        titleKey="presence.loadFailed"
        messageKey={resource.state.messageKey}
        onRetry={resource.reload}
      />
    );
  if (!table)
    return (
      <p role="status" className="py-6 text-gray-700">
        {i18n._('presence.loading')}
      </p>
    );

  const isBus = table.service.businessArea === 'SCHOOL_BUS';
  const now = () => clockTimeIn(schoolTimeZone.value);
  const change = (row: PresenceRow, next: PresenceRow) =>
    setRows((current) => current.map((entry) => (entry === row ? next : entry)));
  const confirmed = hasConfirmedRow(rows);
  const shown = visibleRows(rows, showPending);
  const groups = groupRows(shown, grouping);
  const dates = table.dates.includes(table.date)
    ? table.dates
    : [...table.dates, table.date].sort();

  const goTo = (next: string) => (dirty ? setDiscardTo(next) : setAsked(next));
  const save = async () => {
    if (!timesComplete(rows)) {
      showSnackbar('presence.timeFormat', { kind: 'error' });
      return;
    }
    setSaving(true);
    try {
      const answer = await savePresences(client, recurrenceId, changes);
      setTable(answer);
      setRows(answer.presences);
      showSnackbar('presence.saved', { kind: 'success' });
    } catch (error) {
      reportFailure(error, 'presence.saveFailed');
    } finally {
      setSaving(false);
    }
  };

  const groupTitle = (group: PresenceGroup) =>
    group.neighbour
      ? `${i18n._(`businessArea.${group.neighbour.area}`)}: ${group.neighbour.name}`
      : i18n._('presence.group.unknown');

  return (
    <div aria-busy={saving || resource.state.status === 'loading'}>
      <p className="text-sm text-gray-700">
        {table.service.time}
        {table.service.endTime ? `–${table.service.endTime}` : ''}
        {table.runs ? '' : ` · ${i18n._('presence.noServiceDay')}`}
      </p>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end">
        <label className="block text-sm font-medium text-gray-800">
          {i18n._('presence.date')}
          <Select
            className="mt-1 h-12 text-base"
            value={table.date}
            onChange={(event) => goTo(event.target.value)}
          >
            {dates.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </label>
        <label className="block text-sm font-medium text-gray-800">
          {i18n._('presence.groupBy')}
          <Select
            className="mt-1 h-12 text-base"
            value={grouping}
            onChange={(event) => setGrouping(event.target.value as PresenceGrouping)}
          >
            {PRESENCE_GROUPINGS.map((value) => (
              <option key={value} value={value}>
                {i18n._(GROUPING_LABELS[value])}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex min-h-12 cursor-pointer items-center gap-3 text-base text-gray-900">
          <input
            type="checkbox"
            className="size-6 accent-primary"
            checked={showPending}
            onChange={(event) => setShowPending(event.target.checked)}
          />
          {i18n._('presence.showPending')}
        </label>
      </div>

      {shown.length === 0 ? (
        <p className="mt-4 text-gray-700">{i18n._('presence.empty')}</p>
      ) : (
        groups.map((group) => (
          <section
            key={group.key}
            className="mt-4"
            aria-label={grouping === 'none' ? undefined : groupTitle(group)}
          >
            {grouping === 'none' ? null : (
              <h3 className="mb-2 text-base font-semibold text-gray-900">
                {groupTitle(group)} ({group.rows.length})
              </h3>
            )}
            <ul className="space-y-3">
              {group.rows.map((row) => (
                <PresenceRowCard
                  key={row.bookingId}
                  row={row}
                  disabled={saving}
                  onTick={(field, checked) => change(row, tick(row, field, checked, now(), isBus))}
                  onTime={(field, time) => change(row, typeTime(row, field, time))}
                />
              ))}
            </ul>
          </section>
        ))
      )}

      <div className="sticky bottom-0 -mx-1 mt-4 flex flex-col-reverse gap-2 bg-white px-1 py-3 sm:flex-row sm:justify-end">
        {extraAction}
        <Button
          variant="secondary"
          size="lg"
          disabled={!confirmed}
          onClick={() => setPdfOpen(true)}
        >
          {i18n._('presence.pdf.open')}
        </Button>
        <Button size="lg" disabled={!confirmed || !dirty || saving} onClick={() => void save()}>
          {saving ? i18n._('presence.saving') : i18n._('presence.save')}
        </Button>
      </div>

      <PdfDatesDialog
        open={pdfOpen}
        onOpenChange={setPdfOpen}
        onDownload={(count) =>
          downloadPresencePdf(
            client,
            table.date,
            recurrenceId,
            count,
            toLocale(i18n.locale) ?? undefined,
          )
        }
      />
      <ConfirmDialog
        open={discardTo !== null}
        onOpenChange={(open) => !open && setDiscardTo(null)}
        title={i18n._('presence.discard.title')}
        text={i18n._('presence.discard.text')}
        confirmLabel={i18n._('presence.discard.confirm')}
        cancelLabel={i18n._('presence.discard.keep')}
        variant="destructive"
        onConfirm={() => {
          if (discardTo) setAsked(discardTo);
          setDiscardTo(null);
        }}
      />
    </div>
  );
}
