import { useLingui } from '@lingui/react';
import { Banknote, Download, FilePlus2, Send } from 'lucide-react';
import { useState } from 'react';
import { call } from '../../../shared/api/call';
import * as invoice from '../../../shared/contracts/invoice';
import { INVOICE_PRODUCT_NAMES, invoiceSummaryName } from '../../../shared/model/invoice';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { saveFile } from '../../../shared/ui/save-file';
import { SelectField } from '../../../shared/ui/select-field';
import { TextField } from '../../../shared/ui/text-field';
import { invalidate, useResource, type Resource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { usePageTitle } from '../../app/page-title';
import { DataTable } from '../../ui/data-table/data-table';
import { SearchField } from '../../ui/data-table/search-field';
import { useListQuery } from '../../ui/data-table/use-list-query';
import { invoiceColumns, INVOICE_STATE_KEYS, PRODUCT_KEYS } from './invoice-columns';
import { InvoiceDebitDialog } from './invoice-debit-dialog';
import { InvoiceDialog } from './invoice-dialog';
import {
  INVOICES_TAG,
  invoiceListQuery,
  lastMonth,
  monthParts,
  pageOf,
  type InvoiceListQuery,
} from './invoice-list';

/**
 * `/invoices` (ADMIN; issue 22.3, 22.4): a month and a product in the URL; "Create drafts" runs
 * the month (a second run changes nothing), the drafts are reviewed line by line in the
 * invoice dialog and issued — one there, or all of the month at once after a confirmation —
 * and the month's summary downloads as xlsx or CSV, its SEPA direct debit file from its dialog.
 */
export function InvoicesPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.invoices.title');
  const client = useApiClient();
  const { query, setQuery } = useListQuery(invoiceListQuery);
  const month = query.month ?? lastMonth(schoolToday());
  const [open, setOpen] = useState<number | null>(null);
  const [issuing, setIssuing] = useState(false);
  const [running, setRunning] = useState(false);
  const [debiting, setDebiting] = useState(false);
  const loaded = useResource(
    (signal) =>
      call(
        client,
        invoice.listInvoices,
        { query: { ...monthParts(month), product: query.product } },
        { signal },
      ),
    [month, query.product],
    { tags: [INVOICES_TAG] },
  );
  const rows = loaded.data ?? [];
  const drafts = rows.filter((row) => row.type === 'INVOICE_DRAFT');
  const table: Resource<ReturnType<typeof pageOf>> =
    loaded.state.status === 'failed'
      ? loaded.state
      : loaded.state.status === 'ready'
        ? { status: 'ready', data: pageOf(loaded.state.data, query) }
        : { status: 'loading', data: loaded.data && pageOf(loaded.data, query) };

  async function onRun() {
    setRunning(true);
    try {
      const answer = await call(client, invoice.runInvoices, {
        body: { ...monthParts(month), product: query.product },
      });
      invalidate(INVOICES_TAG);
      showSnackbar('invoices.ran', { kind: 'success', values: { ...answer } });
    } catch (error) {
      reportFailure(error, 'invoices.runFailed');
    } finally {
      setRunning(false);
    }
  }

  async function onIssueAll() {
    try {
      const { issued } = await call(client, invoice.issueInvoices, {
        body: { documentIds: drafts.map((row) => row.documentId) },
      });
      showSnackbar('invoices.issued', { kind: 'success', values: { count: issued.length } });
    } catch (error) {
      reportFailure(error, 'invoices.issueFailed');
    } finally {
      invalidate(INVOICES_TAG);
    }
  }

  async function onSummary(kind: 'xlsx' | 'csv') {
    const contract = kind === 'xlsx' ? invoice.invoiceSummaryXlsx : invoice.invoiceSummaryCsv;
    const { year, month: monthNumber } = monthParts(month);
    try {
      const file = await call(client, contract, {
        params: { year: String(year), month: String(monthNumber) },
      });
      saveFile(file, invoiceSummaryName(year, monthNumber, kind));
    } catch (error) {
      reportFailure(error, 'invoices.downloadFailed');
    }
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.invoices.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{i18n._('invoices.summary')}</p>
      </header>
      <div className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <TextField
          type="month"
          label={i18n._('invoices.month')}
          value={month}
          max={schoolToday().slice(0, 7)}
          onChange={(event) => setQuery({ month: event.currentTarget.value || undefined })}
        />
        <SelectField
          label={i18n._('invoices.productLabel')}
          value={query.product}
          onChange={(event) =>
            setQuery({ product: event.currentTarget.value as InvoiceListQuery['product'] })
          }
          options={INVOICE_PRODUCT_NAMES.map((product) => ({
            value: product,
            label: i18n._(PRODUCT_KEYS[product]),
          }))}
        />
        <SelectField
          label={i18n._('invoices.state')}
          value={query.type ?? ''}
          onChange={(event) =>
            setQuery({
              type: (event.currentTarget.value || undefined) as InvoiceListQuery['type'],
            })
          }
          options={[
            { value: '', label: i18n._('invoices.state.all') },
            ...Object.entries(INVOICE_STATE_KEYS).map(([value, key]) => ({
              value,
              label: i18n._(key),
            })),
          ]}
        />
        <SearchField
          label={i18n._('invoices.search')}
          value={query.search ?? ''}
          onSearch={(search) => setQuery({ search: search || undefined }, { replace: true })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void onRun()} disabled={running}>
          <FilePlus2 aria-hidden className="mr-2 size-4" />
          {i18n._('invoices.run')}
        </Button>
        <ConfirmDialog
          open={issuing}
          onOpenChange={setIssuing}
          title={i18n._('invoices.issueAllTitle')}
          text={i18n._('invoices.issueAllText', { count: drafts.length })}
          confirmLabel={i18n._('invoices.issueAll', { count: drafts.length })}
          onConfirm={onIssueAll}
          trigger={
            <Button variant="secondary" disabled={drafts.length === 0}>
              <Send aria-hidden className="mr-2 size-4" />
              {i18n._('invoices.issueAll', { count: drafts.length })}
            </Button>
          }
        />
        <Button variant="secondary" onClick={() => void onSummary('xlsx')}>
          <Download aria-hidden className="mr-2 size-4" />
          {i18n._('invoices.summaryXlsx')}
        </Button>
        <Button variant="secondary" onClick={() => void onSummary('csv')}>
          <Download aria-hidden className="mr-2 size-4" />
          {i18n._('invoices.summaryCsv')}
        </Button>
        <Button variant="secondary" onClick={() => setDebiting(true)}>
          <Banknote aria-hidden className="mr-2 size-4" />
          {i18n._('invoiceDebit.open')}
        </Button>
      </div>
      <DataTable
        label={i18n._('screens.invoices.title')}
        columns={invoiceColumns(i18n)}
        list={table}
        query={query}
        onQueryChange={(change) => setQuery(change as Partial<InvoiceListQuery>)}
        onRetry={loaded.reload}
        getRowId={(row) => String(row.documentId)}
        onOpen={(row) => setOpen(row.documentId)}
        loadFailedKey="invoices.loadFailed"
        empty={i18n._('invoices.empty')}
      />
      {open !== null ? <InvoiceDialog documentId={open} onClose={() => setOpen(null)} /> : null}
      {debiting ? (
        <InvoiceDebitDialog
          product={query.product}
          month={month}
          onClose={() => setDebiting(false)}
        />
      ) : null}
    </div>
  );
}
