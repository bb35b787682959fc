import { useLingui } from '@lingui/react';
import { Download, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { fetchMembersCsv } from '../../../shared/api/customer-office';
import type { CustomerSaved } from '../../../shared/model/customer-office';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { invalidate } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { usePageTitle } from '../../app/page-title';
import { CustomerDialog } from './customer-dialog';
import { CUSTOMERS_TAG, useCustomerList } from './customer-list';
import { CustomerTable } from './customer-table';
import { customerName } from './customer-values';

/** Hands a downloaded blob to the browser as a file of that name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * `/customer` and `/customer/{id}` (spec 001 §2.2, ADMIN): the customers in the data table
 * (sorted and searched from the URL), the customer dialog, and the members' CSV export.
 */
export function CustomersPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.customer.title');
  const client = useApiClient();
  const customers = useCustomerList();
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const openId = id && /^\d+$/.test(id) ? Number(id) : null;
  const withQuery = (path: string) => `${path}${window.location.search}`;
  // The dialog is mounted only while open, so focus goes back to its opener by hand.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  function close() {
    setCreating(false);
    if (openId !== null) navigate(withQuery('/customer'));
    window.setTimeout(() => opener.current?.isConnected && opener.current.focus());
  }

  function onSaved(saved: CustomerSaved) {
    close();
    invalidate(CUSTOMERS_TAG);
    showSnackbar('customers.saved', { kind: 'success', values: { name: customerName(saved) } });
  }

  async function exportMembers() {
    setExporting(true);
    try {
      saveFile(await fetchMembersCsv(client), `members-${schoolToday()}.csv`);
    } catch (error) {
      reportFailure(error, 'customers.exportFailed');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
            {i18n._('screens.customer.title')}
          </h1>
          <p className="mt-1 text-sm text-gray-600">{i18n._('screens.customer.summary')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={exporting} onClick={() => void exportMembers()}>
            <Download aria-hidden="true" className="size-4" />
            {i18n._('customers.exportMembers')}
          </Button>
          <Button
            onClick={() => {
              rememberOpener();
              setCreating(true);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('customers.new')}
          </Button>
        </div>
      </header>
      <CustomerTable
        customers={customers}
        onEdit={(row) => {
          rememberOpener();
          navigate(withQuery(`/customer/${row.id}`));
        }}
      />
      {creating || openId !== null ? (
        <CustomerDialog
          key={creating ? 'new' : openId}
          customer={creating ? null : { id: openId! }}
          onClose={close}
          onSaved={onSaved}
        />
      ) : null}
    </div>
  );
}
