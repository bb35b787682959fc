import { useLingui } from '@lingui/react';
import { call } from '../../../shared/api/call';
import { invoiceDebitReport, invoiceDebitXml } from '../../../shared/contracts/direct-debit';
import { invoiceDebitFileName, invoiceDebitSegment } from '../../../shared/model/direct-debit';
import type { InvoiceProduct } from '../../../shared/model/invoice';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { saveFile } from '../../../shared/ui/save-file';
import { DirectDebitDialog } from '../direct-debit/direct-debit-dialog';
import { PRODUCT_KEYS } from './invoice-columns';
import { monthParts } from './invoice-list';

/** Props of {@link InvoiceDebitDialog}. */
export interface InvoiceDebitDialogProps {
  product: InvoiceProduct;
  /** `yyyy-MM`. */
  month: string;
  onClose: () => void;
}

/**
 * The month's direct debit file of a product (issue 22.5): its issued invoices, each on the
 * collection date its pre-notification announced, so there is no date to choose — Check shows
 * the collections per date and sequence type and the families left out, Download the file.
 */
export function InvoiceDebitDialog({ product, month, onClose }: InvoiceDebitDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const { year, month: monthNumber } = monthParts(month);
  const params = (kind: 'xml' | 'report') => ({
    product: invoiceDebitSegment(product, kind),
    year: String(year),
    month: String(monthNumber),
  });
  const monthName = new Intl.DateTimeFormat(i18n.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
  return (
    <DirectDebitDialog
      title={i18n._('invoiceDebit.title')}
      description={i18n._('invoiceDebit.description', {
        product: i18n._(PRODUCT_KEYS[product]),
        month: monthName,
      })}
      check={() => call(client, invoiceDebitReport, { params: params('report') })}
      download={async (email) => {
        const file = await call(client, invoiceDebitXml, {
          params: params('xml'),
          query: email ? { email } : {},
        });
        saveFile(file, invoiceDebitFileName(product, year, monthNumber));
      }}
      totals={(report, euro) =>
        i18n._('invoiceDebit.totals', { count: report.count, total: euro(report.controlSumCents) })
      }
      referenceLabel={i18n._('invoiceDebit.leftOut.number')}
      noneLeftOut={i18n._('invoiceDebit.leftOut.none')}
      showDates
      onClose={onClose}
    />
  );
}
