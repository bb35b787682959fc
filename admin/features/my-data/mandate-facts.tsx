import { useLingui } from '@lingui/react';
import type { CustomerPayment } from '../../../shared/model/customer';

/** Formats `yyyy-MM-dd` as the locale writes a date (the date has no time zone to convert). */
function formatDay(day: string, locale: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, date!)),
  );
}

/**
 * The SEPA mandate on file, read-only as in the office's customer dialog: its reference and the
 * day it was given, or that none is given yet.
 */
export function MandateFacts({ payment }: { payment: CustomerPayment | null }) {
  const { i18n } = useLingui();
  if (!payment?.mandateId) {
    return <p className="text-sm text-gray-700">{i18n._('myData.noMandate')}</p>;
  }
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-gray-700">{i18n._('customers.mandateId')}</dt>
      <dd className="font-mono text-gray-900" data-testid="mandate-id">
        {payment.mandateId}
      </dd>
      <dt className="font-medium text-gray-700">{i18n._('customers.mandateDate')}</dt>
      <dd className="text-gray-900">
        {payment.mandateDate ? formatDay(payment.mandateDate, i18n.locale) : '–'}
      </dd>
    </dl>
  );
}
