import { useLingui } from '@lingui/react';
import { FileText } from 'lucide-react';
import type { DashboardInvoice } from '../../../shared/model/my-dashboard';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { formatDay } from '../../../shared/ui/offers/format-offer';
import { CardLink, DashboardCard } from './dashboard-card';

/** The family's newest invoice (name and date), or "none yet"; links to the documents. */
export function InvoiceCard({ invoice }: { invoice: DashboardInvoice | null }) {
  const { i18n } = useLingui();
  // The day the invoice was issued at the school, whatever the browser's zone.
  const issued = (iso: string) => formatDay(schoolToday(new Date(iso)), i18n.locale);
  return (
    <DashboardCard
      id="latest-invoice"
      title={i18n._('my.dashboard.invoice.title')}
      icon={FileText}
      links={<CardLink href="/my/documents">{i18n._('my.dashboard.invoice.all')}</CardLink>}
    >
      {invoice ? (
        <>
          <p className="font-medium break-words text-gray-900">{invoice.name}</p>
          <p className="text-gray-600">
            {i18n._('my.dashboard.invoice.issued', { date: issued(invoice.modified) })}
          </p>
        </>
      ) : (
        <p>{i18n._('my.dashboard.invoice.none')}</p>
      )}
    </DashboardCard>
  );
}
