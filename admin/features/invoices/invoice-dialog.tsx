import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/call';
import { fetchDocumentFile } from '../../../shared/api/document';
import { invoiceDebitByDocument } from '../../../shared/contracts/direct-debit';
import { correctInvoice, getInvoice, issueInvoices } from '../../../shared/contracts/invoice';
import {
  invoiceDebitSegment,
  invoiceDocumentDebitFileName,
} from '../../../shared/model/direct-debit';
import type { InvoiceDetail } from '../../../shared/model/invoice';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog, RecordByIdDialog, SimpleDialog } from '../../../shared/ui/dialog';
import { formatDay } from '../../../shared/ui/offers/format-offer';
import { saveFile } from '../../../shared/ui/save-file';
import { invalidate } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { FactList, type Fact } from '../../ui/fact-list';
import { euroOf, InvoiceStateBadge } from './invoice-columns';
import { INVOICES_TAG } from './invoice-list';

/** Props of {@link InvoiceDialog}. */
export interface InvoiceDialogProps {
  documentId: number;
  onClose: () => void;
}

/**
 * One invoice or draft for review: its facts and its lines (child, service and price label,
 * period, price, the discount by name, amount, VAT), then what can be done with it — a draft is
 * issued, an issued invoice downloaded or corrected (the old one is superseded).
 */
export function InvoiceDialog({ documentId, onClose }: InvoiceDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const title = i18n._('invoices.detailTitle');
  return (
    <RecordByIdDialog
      id={documentId}
      load={(id, signal) => call(client, getInvoice, { params: { id } }, { signal })}
      title={title}
      failedTitleKey="invoices.loadFailed"
      onClose={onClose}
    >
      {(invoice) =>
        invoice ? <InvoiceView invoice={invoice} title={title} onClose={onClose} /> : null
      }
    </RecordByIdDialog>
  );
}

function InvoiceView({
  invoice,
  title,
  onClose,
}: {
  invoice: InvoiceDetail;
  title: string;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const day = (iso: string | null) => (iso ? formatDay(iso, i18n.locale) : '—');
  const euro = (cents: number) => euroOf(cents, i18n);

  async function onIssue() {
    setBusy(true);
    try {
      const { issued } = await call(client, issueInvoices, {
        body: { documentIds: [invoice.documentId] },
      });
      invalidate(INVOICES_TAG);
      showSnackbar('invoices.issuedOne', {
        kind: 'success',
        values: { number: issued[0]!.number },
      });
      onClose();
    } catch (error) {
      reportFailure(error, 'invoices.issueFailed');
      setBusy(false);
    }
  }

  async function onCorrect() {
    try {
      const row = await call(client, correctInvoice, { body: { documentId: invoice.documentId } });
      invalidate(INVOICES_TAG);
      showSnackbar('invoices.corrected', { kind: 'success', values: { number: row.number } });
      onClose();
    } catch (error) {
      reportFailure(error, 'invoices.correctFailed');
    }
  }

  async function onDownload() {
    try {
      saveFile(await fetchDocumentFile(client, invoice.documentId), `${invoice.number}.pdf`);
    } catch (error) {
      reportFailure(error, 'invoices.downloadFailed');
    }
  }

  /** This invoice alone as a direct debit file (a correction issued after the month's file). */
  async function onDebitFile() {
    try {
      const file = await call(client, invoiceDebitByDocument, {
        params: {
          product: invoiceDebitSegment(invoice.product, 'by-document'),
          id: String(invoice.documentId),
        },
        query: {},
      });
      saveFile(file, invoiceDocumentDebitFileName(invoice.number!));
      showSnackbar('directDebit.downloaded', { kind: 'success' });
    } catch (error) {
      // 409: the family's mandate does not allow it, and the answer says why.
      if (isApiError(error, 409)) showSnackbar(error.messageKey, { kind: 'error' });
      else reportFailure(error, 'invoiceDebit.downloadOneFailed');
    }
  }

  const facts: Fact[] = [
    [i18n._('invoices.family'), invoice.family],
    [i18n._('invoices.number'), invoice.number ?? '—'],
    [i18n._('invoices.issuedOn'), day(invoice.issuedOn)],
    [i18n._('invoices.collectionDate'), day(invoice.collectionDate)],
    [i18n._('invoices.state'), <InvoiceStateBadge type={invoice.type} i18n={i18n} />],
  ];
  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={i18n._('dialog.close')}
      className="max-w-4xl"
    >
      <FactList facts={facts} />
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{i18n._('invoices.linesCaption')}</caption>
          <thead className="border-b border-gray-300 text-xs text-gray-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {i18n._('invoices.child')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {i18n._('invoices.service')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {i18n._('invoices.period')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {i18n._('invoices.price')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {i18n._('invoices.discount')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                {i18n._('invoices.amount')}
              </th>
              <th scope="col" className="py-2 text-right">
                {i18n._('invoices.vat')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index} className="border-b border-gray-100 align-top">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {line.participantName}
                </th>
                <td className="py-2 pr-3">
                  {line.serviceName}
                  <span className="block text-xs text-gray-600">{i18n._(line.labelKey)}</span>
                </td>
                <td className="py-2 pr-3 tabular-nums">
                  {line.periodFrom === line.periodTo
                    ? day(line.periodFrom)
                    : `${day(line.periodFrom)} – ${day(line.periodTo)}`}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{euro(line.baseCents)}</td>
                <td className="py-2 pr-3">
                  {line.discountName
                    ? `${line.discountName} (${line.discountPercent} %): −${euro(line.discountCents)}`
                    : '—'}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{euro(line.amountCents)}</td>
                <td className="py-2 text-right tabular-nums">{euro(line.vatCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" colSpan={5} className="py-2 pr-3 text-right">
                {i18n._('invoices.total')}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{euro(invoice.totalCents)}</td>
              <td className="py-2 text-right tabular-nums">{euro(invoice.vatCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {invoice.type === 'INVOICE_DRAFT' ? (
          <Button onClick={() => void onIssue()} disabled={busy}>
            {i18n._('invoices.issue')}
          </Button>
        ) : null}
        {invoice.type !== 'INVOICE_DRAFT' ? (
          <Button variant="secondary" onClick={() => void onDownload()}>
            {i18n._('invoices.downloadPdf')}
          </Button>
        ) : null}
        {invoice.type === 'INVOICE' ? (
          <Button variant="secondary" onClick={() => void onDebitFile()}>
            {i18n._('invoiceDebit.downloadOne')}
          </Button>
        ) : null}
        {invoice.type === 'INVOICE' ? (
          <ConfirmDialog
            open={correcting}
            onOpenChange={setCorrecting}
            title={i18n._('invoices.correctTitle')}
            text={i18n._('invoices.correctText', { number: invoice.number })}
            confirmLabel={i18n._('invoices.correct')}
            onConfirm={onCorrect}
            trigger={<Button variant="secondary">{i18n._('invoices.correct')}</Button>}
          />
        ) : null}
      </div>
    </SimpleDialog>
  );
}
