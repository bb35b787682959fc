import { useLingui } from '@lingui/react';
import { Download, Landmark, Plus } from 'lucide-react';
import { useState } from 'react';
import { fetchMembersCsv } from '../../../shared/api/customer-office';
import type { CustomerSaved } from '../../../shared/model/customer-office';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { saveFile } from '../../../shared/ui/save-file';
import { invalidate } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';
import { usePageTitle } from '../../app/page-title';
import { useRecordRoute } from '../../ui/use-record-route';
import { CustomerDialog } from './customer-dialog';
import { CUSTOMERS_TAG, useCustomerList } from './customer-list';
import { CustomerTable } from './customer-table';
import { customerName } from './customer-values';
import { MembershipDebitDialog } from './membership-debit-dialog';

/**
 * `/customer` and `/customer/{id}` (spec 001 §2.2, ADMIN): the customers in the data table
 * (sorted and searched from the URL), the customer dialog, and the members' CSV export.
 */
export function CustomersPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.customer.title');
  const client = useApiClient();
  const customers = useCustomerList();
  const record = useRecordRoute('/customer');
  const [exporting, setExporting] = useState(false);
  const [debiting, setDebiting] = useState(false);
  function onSaved(saved: CustomerSaved) {
    record.close();
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
          <Button variant="secondary" onClick={() => setDebiting(true)}>
            <Landmark aria-hidden="true" className="size-4" />
            {i18n._('directDebit.open')}
          </Button>
          <Button onClick={record.startCreating}>
            <Plus aria-hidden="true" className="size-4" />
            {i18n._('customers.new')}
          </Button>
        </div>
      </header>
      <CustomerTable customers={customers} onEdit={(row) => record.open(row.id)} />
      {record.creating || record.pathId !== null ? (
        <CustomerDialog
          key={record.creating ? 'new' : record.pathId}
          customer={record.creating ? null : { id: record.pathId! }}
          onClose={record.close}
          onSaved={onSaved}
        />
      ) : null}
      {debiting ? <MembershipDebitDialog onClose={() => setDebiting(false)} /> : null}
    </div>
  );
}
