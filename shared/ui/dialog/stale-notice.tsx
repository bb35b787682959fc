import { useLingui } from '@lingui/react';
import { Alert } from '../alert';
import { Button } from '../button';
import { changedFields } from '../form/changed-fields';

/** Props of {@link StaleNotice}. */
export interface StaleNoticeProps<V extends object> {
  /** What was typed (kept since the 409). */
  mine: V;
  /** What is stored now, once loaded for the comparison; null before. */
  theirs: V | null;
  /** The record as it was loaded before editing, to tell the other change from mine. */
  before: V;
  /** Labels of the fields for the comparison (default: the field's name). */
  fieldLabels?: Partial<Record<string, string>>;
  busy: boolean;
  /** Loads the current record, dropping what was typed. */
  onReload: () => void;
  /** Loads the current record to show it beside what was typed. */
  onCompare: () => void;
  /** Keeps what was typed over the current record; stored only on the next save. */
  onKeepMine: () => void;
}

/**
 * What a stale save (409) offers: load the current record, or see the other change beside
 * one's own entries first; keeping one's own only takes effect with another Save, so nothing
 * is ever overwritten silently.
 */
export function StaleNotice<V extends object>({
  mine,
  theirs,
  before,
  fieldLabels = {},
  busy,
  onReload,
  onCompare,
  onKeepMine,
}: StaleNoticeProps<V>) {
  const { i18n } = useLingui();
  const show = (value: unknown) =>
    value === '' || value === null || value === undefined
      ? i18n._('dialog.stale.empty')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // What the other person changed, and where my entry differs from what is stored now.
  const differing = theirs
    ? new Set<string>([...changedFields(before, theirs), ...changedFields(mine, theirs)])
    : new Set<string>();
  // In the form's own order; the version is bookkeeping, not a change anyone made.
  const rows = Object.keys(mine).filter((field) => field !== 'version' && differing.has(field));
  const read = (values: V, field: string) => (values as Record<string, unknown>)[field];
  return (
    <Alert variant="warning" title={i18n._('dialog.stale.title')} className="mb-4">
      <p>{i18n._('dialog.stale.text')}</p>
      {theirs ? (
        rows.length > 0 ? (
          <table className="mt-3 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {i18n._('dialog.stale.field')}
                </th>
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {i18n._('dialog.stale.mine')}
                </th>
                <th scope="col" className="py-1 font-semibold">
                  {i18n._('dialog.stale.theirs')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((field) => (
                <tr key={field} className="border-t border-amber-200 align-top">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {fieldLabels[field] ?? field}
                  </th>
                  <td className="py-1 pr-3 break-words">{show(read(mine, field))}</td>
                  <td className="py-1 break-words">{show(read(theirs, field))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-3">{i18n._('dialog.stale.same')}</p>
        )
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={busy} onClick={onReload}>
          {i18n._('dialog.stale.reload')}
        </Button>
        {theirs ? (
          <Button variant="secondary" disabled={busy} onClick={onKeepMine}>
            {i18n._('dialog.stale.keepMine')}
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={onCompare}>
            {i18n._('dialog.stale.compare')}
          </Button>
        )}
      </div>
      {theirs ? <p className="mt-2">{i18n._('dialog.stale.keepMineHint')}</p> : null}
    </Alert>
  );
}
