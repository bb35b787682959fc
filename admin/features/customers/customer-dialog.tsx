import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { fetchCustomer, storeCustomer } from '../../../shared/api/customer-office';
import type { CustomerRecord, CustomerSaved } from '../../../shared/model/customer-office';
import { customerInputSchema } from '../../../shared/rules/customer-office';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { RecordDialog, RecordByIdDialog } from '../../../shared/ui/dialog';
import { useForm } from '../../../shared/ui/form';
import { reportFailure } from '../../app/failures';
import { historyTab } from '../../ui/history/history-tab';
import {
  CUSTOMER_ID_PREFIX,
  CustomerDataTab,
  CustomerParticipantsTab,
  CustomerPersonTab,
  CustomerSpouseTab,
} from './customer-tabs';
import {
  customerFieldOf,
  toCustomerInput,
  toCustomerValues,
  type CustomerField,
  type CustomerValues,
} from './customer-values';

/** Props of {@link CustomerDialog}. */
export interface CustomerDialogProps {
  /** The customer to edit (loaded by the dialog), or null for a new one. */
  customer: { id: number } | null;
  onClose: () => void;
  /** After the server stored it; the caller closes the dialog. */
  onSaved: (saved: CustomerSaved) => void;
}

/**
 * The customer dialog (spec 001 §2.2): tabs Person, Spouse, Customer and — when the customer
 * has children — Participants. It loads the customer itself.
 */
export function CustomerDialog({ customer, onClose, onSaved }: CustomerDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const id = customer?.id ?? null;
  return (
    <RecordByIdDialog
      id={id}
      load={(id, signal) => fetchCustomer(client, id, { signal })}
      title={i18n._('customers.editTitle')}
      failedTitleKey="customers.recordFailed"
      onClose={onClose}
    >
      {(record) => <CustomerForm record={record} onClose={onClose} onSaved={onSaved} />}
    </RecordByIdDialog>
  );
}

/** The record dialog around the loaded customer (or an empty one). */
function CustomerForm({
  record,
  onClose,
  onSaved,
}: Omit<CustomerDialogProps, 'customer'> & { record: CustomerRecord | null }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const schema = useMemo(() => customerInputSchema({ today: schoolToday() }), []);
  const form = useForm<CustomerValues, unknown, CustomerField>({
    initial: toCustomerValues(record),
    schema,
    toInput: (values) => toCustomerInput(values, record),
    fieldOf: customerFieldOf,
    idPrefix: CUSTOMER_ID_PREFIX,
    onSubmit: async (output, values) => {
      onSaved(
        await storeCustomer(client, output as Parameters<typeof storeCustomer>[1], {
          personImageFile: values.personImageFile,
          spouseImageFile: values.spouseImageFile,
        }),
      );
    },
  });
  const participants = record?.participants ?? [];
  const tabs = [
    {
      value: 'person',
      label: i18n._('customers.tab.person'),
      content: <CustomerPersonTab form={form} record={record} />,
    },
    {
      value: 'spouse',
      label: i18n._('customers.tab.spouse'),
      content: <CustomerSpouseTab form={form} record={record} />,
    },
    {
      value: 'customer',
      label: i18n._('customers.tab.customer'),
      content: <CustomerDataTab form={form} record={record} />,
    },
    ...(participants.length > 0
      ? [
          {
            value: 'participants',
            label: i18n._('customers.tab.participants'),
            content: <CustomerParticipantsTab participants={participants} />,
          },
        ]
      : []),
    ...historyTab(i18n, 'customer', record?.id),
  ];

  return (
    <RecordDialog
      open
      onOpenChange={(open) => !open && onClose()}
      form={form}
      mode={record ? 'update' : 'create'}
      titles={{ create: i18n._('customers.new'), update: i18n._('customers.editTitle') }}
      onReload={async () => toCustomerValues(await fetchCustomer(client, record?.id ?? 0))}
      fieldLabels={{
        givenName: i18n._('person.givenName'),
        familyName: i18n._('person.familyName'),
        email: i18n._('person.email'),
        hasMembership: i18n._('customers.hasMembership'),
        grantedDiscountIds: i18n._('customers.discounts.title'),
      }}
      keepMine={(mine, theirs) => ({
        ...mine,
        version: theirs.version,
        customerVersion: theirs.customerVersion,
        spouse: { ...mine.spouse, id: theirs.spouse.id, version: theirs.spouse.version },
      })}
      onFailure={(error) => reportFailure(error, 'customers.saveFailed')}
      className="max-w-3xl"
      tabs={tabs}
    />
  );
}
