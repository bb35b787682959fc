import { useLingui } from '@lingui/react';
import { Download } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import type {
  DirectDebitReport,
  LeftOutReason,
  SequenceType,
} from '../../../shared/model/direct-debit';
import type { MessageId } from '../../../shared/model/message-ids';
import { showSnackbar } from '../../../shared/state/snackbar';
import { Button } from '../../../shared/ui/button';
import { SimpleDialog } from '../../../shared/ui/dialog';
import { EmailField } from '../../../shared/ui/email-field';
import { formatDay, formatEuro } from '../../../shared/ui/offers/format-offer';
import { reportFailure } from '../../app/failures';

const SEQUENCE_LABELS: Record<SequenceType, MessageId> = {
  FRST: 'directDebit.sequence.FRST',
  RCUR: 'directDebit.sequence.RCUR',
  OOFF: 'directDebit.sequence.OOFF',
};

/** The words for why a family is left out. */
export const REASON_LABELS: Record<LeftOutReason, MessageId> = {
  NO_MANDATE: 'directDebit.reason.NO_MANDATE',
  NO_ACCOUNT: 'directDebit.reason.NO_ACCOUNT',
  INVALID_ACCOUNT: 'directDebit.reason.INVALID_ACCOUNT',
  INVALID_MANDATE: 'directDebit.reason.INVALID_MANDATE',
  MANDATE_EXPIRED: 'directDebit.reason.MANDATE_EXPIRED',
  NO_NAME: 'directDebit.reason.NO_NAME',
};

/** The answer's message for a field or the whole, when the server refused (400, 409). */
function refusalOf(error: unknown): { field?: string; message: MessageId } | null {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409)) return null;
  const [issue] = error.issues;
  return issue ? { field: issue.path, message: issue.message } : { message: error.messageKey };
}

/** Props of {@link DirectDebitDialog}; `R` is the report the file's route answers. */
export interface DirectDebitDialogProps<R extends DirectDebitReport> {
  title: string;
  description: string;
  /**
   * Inputs the file depends on (the association's collection date), given the server's message
   * for a field; the report is cleared whenever `inputKey` changes.
   */
  fields?: (fieldError: (field: string) => string | null) => ReactNode;
  inputKey?: string;
  /** Asks the report: what the file will hold and who is left out. */
  check: () => Promise<R>;
  /** Makes, records and saves the file (mailed to `email` too when given). */
  download: (email: string | undefined) => Promise<void>;
  /** The report's first line: how many collections, how much. */
  totals: (report: R, euro: (cents: number) => string) => string;
  /** The heading of the left-out families' reference (membership id, invoice number). */
  referenceLabel: string;
  /** What the report says when nobody is left out. */
  noneLeftOut: string;
  /** Whether each group names its collection date (the invoices' dates differ). */
  showDates?: boolean;
  onClose: () => void;
}

/**
 * A SEPA direct debit file (issue 22.5): Check shows what the file will hold — collections and
 * sums per sequence type, the families left out and why — before Download makes the pain.008
 * file (and records its collections, so the next file collects RCUR); an optional address gets
 * the file too. The parents' association's (customers) and the invoices' (invoices) use it.
 */
export function DirectDebitDialog<R extends DirectDebitReport>({
  title,
  description,
  fields,
  inputKey = '',
  check,
  download,
  totals,
  referenceLabel,
  noneLeftOut,
  showDates = false,
  onClose,
}: DirectDebitDialogProps<R>) {
  const { i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [report, setReport] = useState<R | null>(null);
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalOf>>(null);
  const [busy, setBusy] = useState(false);
  const euro = (cents: number) => formatEuro(cents / 100, i18n.locale);

  useEffect(() => setReport(null), [inputKey]);

  async function run(step: () => Promise<void>, failure: MessageId) {
    setBusy(true);
    setRefusal(null);
    try {
      await step();
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) setRefusal(refused);
      else reportFailure(error, failure);
    } finally {
      setBusy(false);
    }
  }

  const onCheck = () => run(async () => setReport(await check()), 'directDebit.checkFailed');

  const onDownload = () =>
    run(async () => {
      const to = email.trim();
      await download(to || undefined);
      showSnackbar(to ? 'directDebit.sent' : 'directDebit.downloaded', {
        kind: 'success',
        values: { email: to },
      });
    }, 'directDebit.failed');

  const fieldError = (field: string) => (refusal?.field === field ? i18n._(refusal.message) : null);

  return (
    <SimpleDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      closeLabel={i18n._('directDebit.close')}
      className="max-w-2xl"
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void onCheck();
        }}
      >
        <div className="flex flex-wrap items-start gap-3">
          {fields?.(fieldError)}
          <EmailField
            className="min-w-60 flex-1"
            label={i18n._('directDebit.emailLabel')}
            value={email}
            error={fieldError('email')}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
        </div>
        {refusal && !refusal.field ? (
          <p role="alert" className="text-sm text-red-700">
            {i18n._(refusal.message)}
          </p>
        ) : null}
        <div aria-live="polite">
          {report ? (
            <div className="space-y-3 text-sm text-gray-800">
              <p className="font-medium">{totals(report, euro)}</p>
              <ul className="list-disc pl-5">
                {report.groups.map((group) => (
                  <li key={`${group.collectionDate} ${group.sequenceType}`}>
                    {showDates ? `${formatDay(group.collectionDate, i18n.locale)}: ` : ''}
                    {i18n._(SEQUENCE_LABELS[group.sequenceType], { count: group.count })}
                    {showDates ? ` (${euro(group.controlSumCents)})` : ''}
                  </li>
                ))}
              </ul>
              <LeftOutTable
                report={report}
                euro={euro}
                referenceLabel={referenceLabel}
                noneLeftOut={noneLeftOut}
              />
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" variant="secondary" disabled={busy}>
            {i18n._('directDebit.check')}
          </Button>
          <Button type="button" disabled={busy} onClick={() => void onDownload()}>
            <Download aria-hidden="true" className="size-4" />
            {i18n._('directDebit.download')}
          </Button>
        </div>
      </form>
    </SimpleDialog>
  );
}

/** The families left out with their reference, amount and reason. */
function LeftOutTable({
  report,
  euro,
  referenceLabel,
  noneLeftOut,
}: {
  report: DirectDebitReport;
  euro: (cents: number) => string;
  referenceLabel: string;
  noneLeftOut: string;
}) {
  const { i18n } = useLingui();
  if (report.leftOut.length === 0) return <p>{noneLeftOut}</p>;
  return (
    <div className="max-h-64 overflow-auto rounded border border-gray-200">
      <table className="w-full text-left">
        <caption className="px-3 py-2 text-left font-medium">
          {i18n._('directDebit.leftOut.title', { count: report.leftOut.length })}
        </caption>
        <thead className="bg-gray-50">
          <tr>
            <th className="px-3 py-1.5">{i18n._('directDebit.leftOut.name')}</th>
            <th className="px-3 py-1.5">{referenceLabel}</th>
            <th className="px-3 py-1.5 text-right">{i18n._('directDebit.leftOut.amount')}</th>
            <th className="px-3 py-1.5">{i18n._('directDebit.leftOut.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {report.leftOut.map((family) => (
            <tr
              key={`${family.customerId} ${family.reference}`}
              className="border-t border-gray-100"
            >
              <td className="px-3 py-1.5">{family.name}</td>
              <td className="px-3 py-1.5">{family.reference ?? ''}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{euro(family.amountCents)}</td>
              <td className="px-3 py-1.5">{i18n._(REASON_LABELS[family.reason])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
