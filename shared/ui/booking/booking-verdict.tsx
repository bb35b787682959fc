import { useLingui } from '@lingui/react';
import { Alert } from '../alert';
import { formatEuro } from '../offers/format-offer';
import { checkMessageText } from './check-message';
import { blockersOf, confirmableOf } from './booking-findings';
import type { Verdict } from './use-booking-verdict';

/**
 * The server's verdict on the current choice: the price with its label (spec 001 §9) when the
 * form asked for one, the findings that block the booking, and the warnings the parent will be
 * asked to confirm.
 * Each part carries its live role (alerts, the price as a status), so screen reader users
 * hear the verdict when it changes.
 */
export function BookingVerdict({
  verdict,
  forSelf = false,
}: {
  verdict: Verdict;
  forSelf?: boolean;
}) {
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
          {verdict.price ? (
            <p
              role="status"
              className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-gray-50 px-4 py-3"
            >
              <span className="text-sm text-gray-700">{i18n._(verdict.price.labelKey)}</span>
              <span className="text-lg font-semibold text-gray-900" data-testid="booking-price">
                {formatEuro(verdict.price.amount, i18n.locale)}
              </span>
            </p>
          ) : null}
          <Findings
            variant="error"
            title={i18n._('booking.flow.cannotBook')}
            texts={blockersOf(verdict.check).map((finding) =>
              checkMessageText(i18n, finding, { forSelf }),
            )}
          />
          <Findings
            variant="warning"
            texts={confirmableOf(verdict.check).map((warning) =>
              checkMessageText(i18n, warning, { forSelf }),
            )}
          />
        </>
      ) : null}
    </div>
  );
}

/** One alert for a kind of finding: a single text as is, several as a list. */
function Findings({
  variant,
  title,
  texts,
}: {
  variant: 'error' | 'warning';
  title?: string;
  texts: string[];
}) {
  if (texts.length === 0) return null;
  return (
    <Alert variant={variant} title={title}>
      {texts.length === 1 ? (
        texts[0]
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
