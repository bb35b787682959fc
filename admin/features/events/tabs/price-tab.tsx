import { useLingui } from '@lingui/react';
import { needsMemberAndTotal } from '../../../../shared/rules/event';
import { Checkbox } from '../../../../shared/ui/checkbox';
import type { EventTabProps } from '../event-tab-props';
import type { EventValues } from '../event-values';
import { MoneyField } from './money-field';
import { useEventField } from '../use-event-field';

type PriceField = 'singlePrice' | 'singleReducedPrice' | 'memberPrice' | 'totalPrice' | 'vat';
type CostItem = keyof EventValues['costItems'];

const PRICE_LABELS = {
  singlePrice: 'eventTabs.price.single',
  singleReducedPrice: 'eventTabs.price.singleReduced',
  memberPrice: 'eventTabs.price.member',
  totalPrice: 'eventTabs.price.total',
  vat: 'eventTabs.price.vat',
} as const;

const COST_LABELS = {
  administrator: 'eventTabs.price.cost.administrator',
  instructor: 'eventTabs.price.cost.instructor',
  material: 'eventTabs.price.cost.material',
} as const;

/**
 * The price tab (spec 002 §2.1, §5): single, reduced single, member and total price (the last
 * two required, hidden for childminding), vat in percent; the office also sets the cost items
 * and the discount models. The shell hides the tab for SCHOOL. Amounts take a decimal comma.
 */
export function PriceTab({ form, baseData, canManage, canConfigure }: EventTabProps) {
  const { i18n } = useLingui();
  const field = useEventField(form).props;
  const values = form.values;
  const fields: PriceField[] = needsMemberAndTotal(values.businessArea)
    ? ['singlePrice', 'singleReducedPrice', 'memberPrice', 'totalPrice', 'vat']
    : ['singlePrice', 'singleReducedPrice', 'vat'];
  const discounts = new Set(values.discountModelIds);
  const toggleDiscount = (id: number, on: boolean) =>
    form.setValues((current) => ({
      ...current,
      discountModelIds: on
        ? [...current.discountModelIds, id]
        : current.discountModelIds.filter((other) => other !== id),
    }));

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((name) => (
          <MoneyField
            key={name}
            {...field(name)}
            label={i18n._(PRICE_LABELS[name])}
            unit={name === 'vat' ? '%' : '€'}
            required={name === 'memberPrice' || name === 'totalPrice'}
            value={values[name]}
            stored={form.baseline[name]}
            onChange={(text) => form.setValue(name, text)}
            disabled={!canManage}
          />
        ))}
      </div>
      {canConfigure ? (
        <>
          <fieldset className="space-y-4">
            <legend className="text-base font-semibold text-gray-900">
              {i18n._('eventTabs.price.costItems')}
            </legend>
            <div className="grid gap-4 sm:grid-cols-3">
              {(Object.keys(COST_LABELS) as CostItem[]).map((item) => (
                <MoneyField
                  key={item}
                  {...field(`costItems.${item}`)}
                  label={i18n._(COST_LABELS[item])}
                  value={values.costItems[item]}
                  stored={form.baseline.costItems[item]}
                  onChange={(text) =>
                    form.setValues((current) => ({
                      ...current,
                      costItems: { ...current.costItems, [item]: text },
                    }))
                  }
                  disabled={!canManage}
                />
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-base font-semibold text-gray-900">
              {i18n._('eventTabs.price.discountModels')}
            </legend>
            {baseData.discountModels.length === 0 ? (
              <p className="text-sm text-gray-600">{i18n._('eventTabs.price.noDiscountModels')}</p>
            ) : (
              baseData.discountModels.map((model) => (
                <Checkbox
                  key={model.id}
                  id={`${form.idOf('discountModelIds')}-${model.id}`}
                  label={i18n._('eventTabs.price.discountModel', {
                    name: model.name,
                    percent: model.percent,
                  })}
                  checked={discounts.has(model.id)}
                  onChange={(event) => toggleDiscount(model.id, event.currentTarget.checked)}
                  disabled={!canManage}
                />
              ))
            )}
          </fieldset>
        </>
      ) : null}
    </div>
  );
}
