import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { putPayment, validatePayment } from '../../api/customer';
import type { CustomerProfile } from '../../model/customer';
import { ERROR_KEYS } from '../../model/errors';
import { showSnackbar } from '../../state/snackbar';
import { useApiClient } from '../api-client-context';
import {
  checkPaymentForm,
  initialPaymentValues,
  paymentErrorsFromIssues,
} from './payment-form-values';
import type { PaymentField, PaymentFormValues } from './payment-form-values';

/** The server's verdicts on the account (spec 000 §8). */
export const INVALID_IBAN_KEY = 'my.person.payment.invalid-iban';
export const INVALID_BIC_KEY = 'my.person.payment.invalid-bic';

/** Options of {@link usePaymentForm}. */
export interface UsePaymentFormOptions {
  /** What the customer has on file, to start from; null while unknown. */
  profile: CustomerProfile | null;
  /** Called once everything is saved (the prompt reloads the page, spec 000 §4). */
  onSaved: () => void;
}

/**
 * State and save of the payment dialog. A field shows its error once left (or after a save
 * attempt), so nobody is scolded for fields not reached yet; Save stays disabled until the
 * form is valid and the mandate ticked. Saving follows spec 000 §4: check the form, let the
 * server check IBAN and BIC, then save — the address and the bank data in one request, so a
 * failure leaves neither half stored.
 */
export function usePaymentForm({ profile, onSaved }: UsePaymentFormOptions) {
  const client = useApiClient();
  const [values, setValues] = useState(() => initialPaymentValues(profile));
  const [touched, setTouched] = useState<Partial<Record<PaymentField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [saving, setSaving] = useState(false);

  const checked = checkPaymentForm(values);
  const errors: Partial<Record<PaymentField, string>> = { ...serverErrors };
  for (const [field, message] of Object.entries(checked.errors) as [PaymentField, string][]) {
    if (touched[field]) errors[field] = message;
  }

  function setValue<F extends PaymentField>(field: F, value: PaymentFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  const markTouched = (field: PaymentField) =>
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  /** Saves; answers the field the server refused, for the caller to focus. */
  async function save(): Promise<PaymentField | null> {
    const { output } = checked;
    if (!output || saving) return null;
    setSaving(true);
    try {
      const { iban, bic, bankName } = output.payment;
      const verdict = await validatePayment(client, { iban, bic, bankName, hasAgreedSepa: true });
      const invalid = !verdict.iban ? 'iban' : !verdict.bic ? 'bic' : null;
      if (invalid) {
        const key = invalid === 'iban' ? INVALID_IBAN_KEY : INVALID_BIC_KEY;
        setServerErrors({ [invalid]: key });
        showSnackbar(key, { kind: 'error' });
        return invalid;
      }
      await putPayment(client, {
        iban: verdict.iban,
        bic: verdict.bic,
        bankName,
        hasAgreedSepa: true,
        version: profile?.payment.version ?? 0,
        address: output.address,
      });
      onSaved();
      return null;
    } catch (error) {
      if (isApiError(error, 400)) setServerErrors(paymentErrorsFromIssues(error.issues));
      // A 409 (changed in another tab meanwhile) keeps what was typed, so nothing is lost.
      showSnackbar(isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected, { kind: 'error' });
      return null;
    } finally {
      setSaving(false);
    }
  }

  const canSave = checked.output !== null && !saving;
  return { values, errors, setValue, markTouched, save, saving, canSave };
}
