import { useLingui } from '@lingui/react';
import { call } from '../../../shared/api/call';
import { listGrantableDiscounts } from '../../../shared/contracts/customer-office';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Checkbox } from '../../../shared/ui/checkbox';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';

/** Props of {@link GrantedDiscountsField}. */
export interface GrantedDiscountsFieldProps {
  id: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** An already translated refusal of the server. */
  error: string | null;
}

/**
 * The discounts the office grants a family on application (staff, hardship): one checkbox per
 * GRANTED discount model, with its percentage. The invoices give the highest one a service
 * offers (server/services/invoice/README.md).
 */
export function GrantedDiscountsField({ id, value, onChange, error }: GrantedDiscountsFieldProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const options = useResource(
    (signal) => call(client, listGrantableDiscounts, {}, { signal }),
    [client],
  );
  const state = options.state;
  const percent = (share: number) =>
    new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      share / 100,
    );
  const toggle = (discountId: number, on: boolean) =>
    onChange(on ? [...value, discountId] : value.filter((one) => one !== discountId));

  return (
    <fieldset id={id} className="space-y-2" aria-describedby={`${id}-help`}>
      <legend className="text-sm font-semibold text-gray-900">
        {i18n._('customers.discounts.title')}
      </legend>
      <p id={`${id}-help`} className="text-sm text-gray-600">
        {i18n._('customers.discounts.help')}
      </p>
      {state.status === 'failed' ? (
        <LoadFailed
          titleKey="customers.discounts.loadFailed"
          messageKey={state.messageKey}
          onRetry={options.reload}
        />
      ) : state.status === 'ready' && state.data.length === 0 ? (
        <p className="text-sm text-gray-700">{i18n._('customers.discounts.none')}</p>
      ) : state.status === 'ready' ? (
        state.data.map((discount) => (
          <Checkbox
            key={discount.id}
            id={`${id}-${discount.id}`}
            label={i18n._('customers.discounts.option', {
              name: discount.name,
              percent: percent(discount.percent),
            })}
            checked={value.includes(discount.id)}
            onChange={(event) => toggle(discount.id, event.currentTarget.checked)}
          />
        ))
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
