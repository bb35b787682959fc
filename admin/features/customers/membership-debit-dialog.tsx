import { useLingui } from '@lingui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { call } from '../../../shared/api/call';
import { isApiError } from '../../../shared/api/api-error';
import {
  parentsAssociationDebitReport,
  parentsAssociationDebitXml,
} from '../../../shared/contracts/direct-debit';
import {
  parentsAssociationDebitFileName,
  type DirectDebitReport,
  type LeftOutReason,
  type SequenceType,
} from '../../../shared/model/direct-debit';
import type { MessageId } from '../../../shared/model/message-ids';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { addDays, schoolToday } from '../../../shared/ui/calendar-dates';
import { SimpleDialog } from '../../../shared/ui/dialog';
import { EmailField } from '../../../shared/ui/email-field';
import { formatEuro } from '../../../shared/ui/offers/format-offer';
import { saveFile } from '../../../shared/ui/save-file';
import { TextField } from '../../../shared/ui/text-field';
import { reportFailure } from '../../app/failures';

const SEQUENCE_LABELS: Record<SequenceType, MessageId> = {
  FRST: 'directDebit.sequence.FRST',
  RCUR: 'directDebit.sequence.RCUR',
  OOFF: 'directDebit.sequence.OOFF',
};

const REASON_LABELS: Record<LeftOutReason, MessageId> = {
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

/**
 * The parents' association's direct debit (issue 22.5): a collection date (and an address the
 * file is also mailed to), Check shows what the file will hold and which families are left out
 * and why, Download makes the pain.008 file (and records its collections, so the next date's
 * file collects RCUR).
 */
export function MembershipDebitDialog({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [paymentDate, setPaymentDate] = useState(() => addDays(schoolToday(), 7));
  const [email, setEmail] = useState('');
  const [report, setReport] = useState<DirectDebitReport | null>(null);
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalOf>>(null);
  const [busy, setBusy] = useState(false);
  const euro = (cents: number) => formatEuro(cents / 100, i18n.locale);

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

  const check = () =>
    run(async () => {
      setReport(await call(client, parentsAssociationDebitReport, { query: { paymentDate } }));
    }, 'directDebit.checkFailed');

  const download = () =>
    run(async () => {
      const to = email.trim();
      const file = await call(client, parentsAssociationDebitXml, {
        query: { paymentDate, ...(to ? { email: to } : {}) },
      });
      saveFile(file, parentsAssociationDebitFileName(paymentDate));
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
      title={i18n._('directDebit.title')}
      description={i18n._('directDebit.description')}
      closeLabel={i18n._('directDebit.close')}
      className="max-w-2xl"
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void check();
        }}
      >
        <div className="flex flex-wrap items-start gap-3">
          <TextField
            className="w-44"
            type="date"
            required
            label={i18n._('directDebit.paymentDateLabel')}
            value={paymentDate}
            error={fieldError('paymentDate')}
            onChange={(event) => {
              setPaymentDate(event.currentTarget.value);
              setReport(null);
            }}
          />
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
        <div aria-live="polite">{report ? <DebitReport report={report} euro={euro} /> : null}</div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" variant="secondary" disabled={busy}>
            {i18n._('directDebit.check')}
          </Button>
          <Button type="button" disabled={busy} onClick={() => void download()}>
            <Download aria-hidden="true" className="size-4" />
            {i18n._('directDebit.download')}
          </Button>
        </div>
      </form>
    </SimpleDialog>
  );
}

/** What the file holds: totals per sequence type, then the families left out with the reason. */
function DebitReport({
  report,
  euro,
}: {
  report: DirectDebitReport;
  euro: (cents: number) => string;
}) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-3 text-sm text-gray-800">
      <p className="font-medium">
        {i18n._('directDebit.totals', {
          count: report.count,
          fee: euro(report.feeCents),
          total: euro(report.controlSumCents),
        })}
      </p>
      <ul className="list-disc pl-5">
        {report.groups.map((group) => (
          <li key={group.sequenceType}>
            {i18n._(SEQUENCE_LABELS[group.sequenceType], { count: group.count })}
          </li>
        ))}
      </ul>
      {report.leftOut.length === 0 ? (
        <p>{i18n._('directDebit.leftOut.none')}</p>
      ) : (
        <div className="max-h-64 overflow-auto rounded border border-gray-200">
          <table className="w-full text-left">
            <caption className="px-3 py-2 text-left font-medium">
              {i18n._('directDebit.leftOut.title', { count: report.leftOut.length })}
            </caption>
            <thead className="bg-gray-50">
              <tr>
                <th className="px-3 py-1.5">{i18n._('directDebit.leftOut.name')}</th>
                <th className="px-3 py-1.5">{i18n._('directDebit.leftOut.membershipId')}</th>
                <th className="px-3 py-1.5">{i18n._('directDebit.leftOut.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {report.leftOut.map((family) => (
                <tr key={family.customerId} className="border-t border-gray-100">
                  <td className="px-3 py-1.5">{family.name}</td>
                  <td className="px-3 py-1.5">{family.membershipId ?? ''}</td>
                  <td className="px-3 py-1.5">{i18n._(REASON_LABELS[family.reason])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
