import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { CustomerProfile } from '../../model/customer';
import { MAX_TEXT } from '../../model/limits';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { CountrySelect } from '../country-select';
import { TextField } from '../text-field';
import { usePaymentForm } from './use-payment-form';
import type { PaymentField } from './payment-form-values';

/** Props of {@link PaymentForm}. */
export interface PaymentFormProps {
  /** What the customer has on file, to prefill; null for a blank form. */
  profile: CustomerProfile | null;
  /** Called after a successful save. */
  onSaved: () => void;
  /** A further button before Save, e.g. the persistent dialog's way out. */
  secondaryAction?: ReactNode;
  /**
   * The Save button's text where the page has another Save (/my/data: "Save payment details");
   * `payment.save` unless given.
   */
  saveLabel?: string;
}

/**
 * The form of the payment dialog (spec 000 §2): address, IBAN, BIC, bank name and the SEPA
 * mandate. The portal shows it in the persistent {@link PaymentDialog}; the widgets' booking
 * dialog shows it as the step before booking.
 */
export function PaymentForm({ profile, onSaved, secondaryAction, saveLabel }: PaymentFormProps) {
  const { i18n } = useLingui();
  const form = usePaymentForm({ profile, onSaved });
  const { values, errors, setValue, touch } = form;
  const saveHintId = useId();
  const showSaveHint = !form.canSave && !form.submitting;

  const text = (field: Exclude<PaymentField, 'hasAgreedSepa' | 'country'>) => ({
    id: form.idOf(field),
    name: field,
    value: values[field],
    counter: MAX_TEXT,
    error: errors[field] ? i18n._(errors[field]) : null,
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      setValue(field, event.currentTarget.value),
    onBlur: () => touch(field),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void form.submit(event)}
      className="space-y-6"
      aria-busy={form.submitting}
    >
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-gray-900">
          {i18n._('payment.address')}
        </legend>
        <TextField
          label={i18n._('addressList.street')}
          autoComplete="street-address"
          required
          {...text('street')}
        />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <TextField
            label={i18n._('addressList.zip')}
            autoComplete="postal-code"
            required
            {...text('zip')}
          />
          <TextField
            label={i18n._('addressList.city')}
            autoComplete="address-level2"
            required
            {...text('city')}
          />
        </div>
        <CountrySelect
          label={i18n._('addressList.country')}
          id={form.idOf('country')}
          name="country"
          autoComplete="country"
          required
          value={values.country}
          error={errors.country ? i18n._(errors.country) : null}
          onChange={(event) => setValue('country', event.currentTarget.value)}
          onBlur={() => touch('country')}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-gray-900">
          {i18n._('payment.bankDetails')}
        </legend>
        <TextField
          label={i18n._('payment.iban')}
          autoComplete="off"
          spellCheck={false}
          required
          hint={i18n._('payment.ibanHint')}
          {...text('iban')}
        />
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <TextField
            label={i18n._('payment.bic')}
            autoComplete="off"
            spellCheck={false}
            required
            {...text('bic')}
          />
          <TextField label={i18n._('payment.bankName')} required {...text('bankName')} />
        </div>
        <Checkbox
          id={form.idOf('hasAgreedSepa')}
          name="hasAgreedSepa"
          label={i18n._('payment.sepaMandate')}
          checked={values.hasAgreedSepa}
          onChange={(event) => setValue('hasAgreedSepa', event.currentTarget.checked)}
        />
      </fieldset>
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {showSaveHint ? (
          <p id={saveHintId} className="text-sm text-gray-600 sm:mr-auto">
            {i18n._('payment.saveHint')}
          </p>
        ) : null}
        {secondaryAction}
        <Button
          type="submit"
          disabled={!form.canSave}
          aria-describedby={showSaveHint ? saveHintId : undefined}
        >
          {form.submitting ? i18n._('payment.saving') : (saveLabel ?? i18n._('payment.save'))}
        </Button>
      </div>
    </form>
  );
}
