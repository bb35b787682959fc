import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { PRESENCE_PDF_DEFAULT_DATES, PRESENCE_PDF_MAX_DATES } from '../../../shared/model/presence';
import { Button } from '../../../shared/ui/button';
import { DialogFooter, SimpleDialog } from '../../../shared/ui/dialog';
import { Select } from '../../../shared/ui/select';

/** Props of {@link PdfDatesDialog}. */
export interface PdfDatesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Downloads the PDF of that many dates; the dialog closes when it resolves. */
  onDownload: (numberOfDays: number) => Promise<void>;
}

const MULTIPLE = Array.from({ length: PRESENCE_PDF_MAX_DATES - 1 }, (_, index) => index + 2);

/** The PDF dates dialog (spec 001 §2.3, §9): one date, or 2 to 8 (4 preset). */
export function PdfDatesDialog({ open, onOpenChange, onDownload }: PdfDatesDialogProps) {
  const { i18n } = useLingui();
  const [mode, setMode] = useState<'single' | 'multiple'>('single');
  const [count, setCount] = useState(PRESENCE_PDF_DEFAULT_DATES);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await onDownload(mode === 'single' ? 1 : count);
      onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };
  const radio = (value: 'single' | 'multiple', label: string) => (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 text-base">
      <input
        type="radio"
        name="presence-pdf-dates"
        className="size-6 accent-primary"
        checked={mode === value}
        onChange={() => setMode(value)}
      />
      {label}
    </label>
  );
  return (
    <SimpleDialog
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._('presence.pdf.title')}
      closeLabel={i18n._('presence.close')}
    >
      <fieldset>
        <legend className="text-sm text-gray-700">{i18n._('presence.pdf.dates')}</legend>
        {radio('single', i18n._('presence.pdf.single'))}
        {radio('multiple', i18n._('presence.pdf.multiple'))}
      </fieldset>
      {mode === 'multiple' ? (
        <label className="mt-2 block text-sm font-medium text-gray-800">
          {i18n._('presence.pdf.count')}
          <Select
            className="mt-1 h-12 text-base"
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
          >
            {MULTIPLE.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" size="lg" onClick={() => onOpenChange(false)}>
          {i18n._('presence.cancel')}
        </Button>
        <Button size="lg" disabled={busy} onClick={() => void download()}>
          {i18n._('presence.pdf.download')}
        </Button>
      </DialogFooter>
    </SimpleDialog>
  );
}
