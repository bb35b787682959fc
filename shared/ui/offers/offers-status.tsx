import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { LoadFailed } from '../load-failed';
import type { OffersState } from './use-public-offers';
import type { MessageId } from '../../model/message-ids';

/** Props of {@link OffersStatus}. */
export interface OffersStatusProps {
  state: OffersState;
  retry: () => void;
  /** Catalog id of the count announced once loaded, with `count`. */
  foundKey?: MessageId;
  /** Catalog id of the empty state's title. */
  noneKey?: MessageId;
  /** The empty state's text below its title; "nothing open for booking" by default. */
  empty?: ReactNode;
}

/**
 * What every list of public offers says around its cards: "Loading…" and then the number
 * found (a polite live region), the failure with "Try again", and the empty state.
 */
export function OffersStatus({
  state,
  retry,
  foundKey = 'offers.found',
  noneKey = 'offers.none',
  empty,
}: OffersStatusProps) {
  const { i18n } = useLingui();
  return (
    <>
      <p role="status" className="text-sm text-gray-700">
        {state.status === 'loading' ? i18n._('offers.loading') : null}
        {state.status === 'ready' && state.data.length > 0
          ? i18n._(foundKey, { count: state.data.length })
          : null}
      </p>
      {state.status === 'failed' ? (
        <LoadFailed titleKey="offers.loadFailed" messageKey={state.messageKey} onRetry={retry} />
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-700">
          <p className="font-medium text-gray-900">{i18n._(noneKey)}</p>
          {empty ?? <p className="mt-1">{i18n._('offers.noneOpen')}</p>}
        </div>
      ) : null}
    </>
  );
}
