import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '../../api/api-error';
import { ERROR_KEYS } from '../../model/errors';
import { Alert } from '../alert';
import { Button } from '../button';
import type { FormState } from '../form/use-form';
import { ConfirmDialog } from './confirm-dialog';
import {
  Dialog,
  DialogCloseIcon,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogProgress,
  DialogTitle,
} from './parts';
import { RecordTabs } from './record-tabs';
import type { RecordTab } from './record-tabs';
import { StaleNotice } from './stale-notice';

/** Props of {@link RecordDialog}. */
export interface RecordDialogProps<V extends object, O, F extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record's form (`useForm`); its `initial` is the loaded record. */
  form: FormState<V, O, F>;
  /** 'create' without an id, 'update' with one (spec 001 §4.3): picks the title. */
  mode: 'create' | 'update';
  /** Translated titles, e.g. "New location" and "Edit location". */
  titles: { create: ReactNode; update: ReactNode };
  description?: ReactNode;
  /** Tabs (spec 001 §2.2); without them `children` is the form's body. */
  tabs?: readonly RecordTab[];
  children?: ReactNode;
  /**
   * Loads the stored record's values again (the list's reload or a GET): offered after a
   * stale save (409) to reload or to compare. Without it the dialog only says what happened.
   */
  onReload?: () => Promise<V>;
  /** Labels of the fields, for the comparison after a stale save. */
  fieldLabels?: Partial<Record<string, string>>;
  /** My entries over the current record (default: mine with the current `version`). */
  keepMine?: (mine: V, theirs: V) => V;
  /**
   * A failed save the dialog does not answer itself (not the rules' 400 issues, not a stale 409):
   * the office reports it (`reportFailure(error, 'locations.saveFailed')`: a snackbar with the
   * report signature, or the error page for a long-term fatal error). Without it the failure's
   * message shows above the form.
   */
  onFailure?: (error: unknown) => void;
  /** Default "Save". */
  saveLabel?: ReactNode;
  /**
   * A reader's view (an instructor's service): no Save, submitting does nothing, Cancel says
   * "Close". The caller disables the inputs (a `fieldset disabled` around them does it).
   */
  readOnly?: boolean;
  /** More actions at the footer's start, apart from Cancel and Save (the service's Clone). */
  actions?: ReactNode;
  className?: string;
}

const withVersionOf = <V extends object>(mine: V, theirs: V): V =>
  'version' in theirs ? { ...mine, version: theirs.version } : mine;

/**
 * The office's record dialog (spec 001 §2.2, 002 §2.1): modal and persistent (a click outside
 * does nothing), Escape and the close icon close it, closing with unsaved changes asks first,
 * optional tabs, a 2 px progress bar while saving, create and update titles,
 * `information-missing` when the rules refuse a save (first wrong field focused, its tab
 * shown), and a stale save (409) offering to reload or to see the other change. See README.md.
 */
export function RecordDialog<V extends object, O, F extends string>({
  open,
  onOpenChange,
  form,
  mode,
  titles,
  description,
  tabs,
  children,
  onReload,
  fieldLabels,
  keepMine = withVersionOf,
  onFailure,
  saveLabel,
  readOnly = false,
  actions,
  className,
}: RecordDialogProps<V, O, F>) {
  const { i18n } = useLingui();
  const [tab, setTab] = useState(tabs?.[0]?.value ?? '');
  const [asking, setAsking] = useState(false);
  const [theirs, setTheirs] = useState<V | null>(null);
  const [loading, setLoading] = useState(false);
  // The last failure went to `onFailure` (its snackbar says it), so it is not repeated here.
  const [reported, setReported] = useState(false);

  const requestClose = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (form.dirty) setAsking(true);
    else onOpenChange(false);
  };

  // A field in an inactive tab is hidden; show its tab before it gets focus.
  const reveal = (element: HTMLElement) => {
    const panel = element.closest<HTMLElement>('[data-tab]');
    const value = panel?.dataset.tab;
    if (value && value !== tab) flushSync(() => setTab(value));
  };

  async function load(then: (current: V) => void) {
    if (!onReload) return;
    setLoading(true);
    try {
      then(await onReload());
    } catch (error) {
      form.setFormError(isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected);
    } finally {
      setLoading(false);
    }
  }

  const reload = () => load((current) => (setTheirs(null), form.reset(current)));
  const compare = () => load(setTheirs);
  const keep = () => {
    if (!theirs) return;
    form.reset(theirs, keepMine(form.values, theirs));
    setTheirs(null);
  };

  // What the dialog answers itself; anything else is the caller's to report, if it wants to.
  const onError = (error: unknown) => {
    const report = onFailure !== undefined && !isApiError(error, 400) && !isApiError(error, 409);
    setReported(report);
    if (report) onFailure(error);
  };
  const failure =
    form.formError && !form.stale && form.formError !== ERROR_KEYS.invalidInput && !reported
      ? form.formError
      : null;

  return (
    <Dialog open={open} onOpenChange={requestClose}>
      <DialogContent
        persistent
        className={className ?? 'max-w-2xl'}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogProgress active={form.submitting || loading} label={i18n._('dialog.saving')} />
        <DialogHeader>
          <DialogTitle>{mode === 'create' ? titles.create : titles.update}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <DialogCloseIcon label={i18n._('dialog.close')} />
        <form
          noValidate
          className="mt-4"
          aria-busy={form.submitting}
          onSubmit={(event) => {
            // A dialog opened from this one (a link, a new instructor) is portalled, yet its
            // form's submit bubbles through React's tree: it is that form's, not this one's.
            if (event.target !== event.currentTarget) return;
            if (readOnly) event.preventDefault();
            else void form.submit(event, { reveal, onError });
          }}
        >
          {form.stale && onReload ? (
            <StaleNotice
              mine={form.values}
              theirs={theirs}
              before={form.baseline}
              fieldLabels={fieldLabels}
              busy={loading}
              onReload={() => void reload()}
              onCompare={() => void compare()}
              onKeepMine={keep}
            />
          ) : null}
          {form.stale && !onReload ? (
            <Alert variant="warning" className="mb-4">
              {i18n._(ERROR_KEYS.staleVersion)}
            </Alert>
          ) : null}
          {form.invalid || (form.formError === ERROR_KEYS.invalidInput && !form.stale) ? (
            <Alert variant="error" className="mb-4">
              {i18n._('information-missing')}
            </Alert>
          ) : null}
          {failure ? (
            <Alert variant="error" className="mb-4">
              {i18n._(failure)}
            </Alert>
          ) : null}
          {tabs ? <RecordTabs tabs={tabs} value={tab} onValueChange={setTab} /> : children}
          <DialogFooter>
            {actions ? <div className="flex gap-2 sm:mr-auto">{actions}</div> : null}
            <Button variant="secondary" onClick={() => requestClose(false)}>
              {i18n._(readOnly ? 'dialog.close' : 'dialog.cancel')}
            </Button>
            {readOnly ? null : (
              <Button type="submit" disabled={form.submitting || form.stale}>
                {saveLabel ?? i18n._(form.submitting ? 'dialog.saving' : 'dialog.save')}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        variant="destructive"
        title={i18n._('dialog.discard.title')}
        text={i18n._('dialog.discard.text')}
        confirmLabel={i18n._('dialog.discard.confirm')}
        cancelLabel={i18n._('dialog.discard.keep')}
        onConfirm={() => {
          setTheirs(null);
          form.reset();
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
