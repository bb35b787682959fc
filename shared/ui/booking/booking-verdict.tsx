import { useLingui } from '@lingui/react';
import { Alert } from '../alert';
import { formatEuro } from '../offers/format-offer';
import { checkMessageText } from './check-message';
import { blockersOf, confirmableOf } from './use-booking-form';
import type { Verdict } from './use-booking-form';

/**
 * The server's verdict on the current choice: the price with its label (spec 001 §9), the
 * findings that block the booking, and the warnings the parent will be asked to confirm.
 * Each part carries its live role (alerts, the price as a status), so screen reader users
 * hear the verdict when it changes.
 */
export function BookingVerdict({ verdict }: { verdict: Verdict }) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-3">
      {verdict.status === 'checking' ? (
        <p role="status" className="text-sm text-gray-700">
          {i18n._('booking.flow.checking')}
        </p>
      ) : null}
      {verdict.status === 'failed' ? (
        <Alert variant="error">{i18n._(verdict.messageKey)}</Alert>
      ) : null}
      {verdict.status === 'ready' ? (
        <>
          <p
            role="status"
            className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-gray-50 px-4 py-3"
          >
            <span className="text-sm text-gray-700">{i18n._(verdict.price.labelKey)}</span>
            <span className="text-lg font-semibold text-gray-900" data-testid="booking-price">
              {formatEuro(verdict.price.amount, i18n.locale)}
            </span>
          </p>
          {blockersOf(verdict.check).map((finding) => (
            <Alert key={finding.key} variant="error" title={i18n._('booking.flow.cannotBook')}>
              {checkMessageText(i18n, finding)}
            </Alert>
          ))}
          {confirmableOf(verdict.check).map((warning) => (
            <Alert key={warning.key} variant="warning">
              {checkMessageText(i18n, warning)}
            </Alert>
          ))}
        </>
      ) : null}
    </div>
  );
}
