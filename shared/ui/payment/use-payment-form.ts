import { ApiError } from '../../api/api-error';
import { putPayment, validatePayment } from '../../api/customer';
import type { CustomerProfile } from '../../model/customer';
import { paymentDialogSchema } from '../../rules/payment';
import { showSnackbar } from '../../state/snackbar';
import { useApiClient } from '../api-client-context';
import { lastSegmentOf } from '../form/issues';
import { useForm } from '../form/use-form';
import { PAYMENT_FIELDS, initialPaymentValues, toDialogInput } from './payment-form-values';

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

const fieldOf = lastSegmentOf(PAYMENT_FIELDS);

/**
 * State and save of the payment dialog. A field shows its error once left (or after a save
 * attempt), so nobody is scolded for fields not reached yet; Save stays disabled until the
 * form is valid and the mandate ticked. Saving follows spec 000 §4: check the form, let the
 * server check IBAN and BIC, then save — the address and the bank data in one request, so a
 * failure leaves neither half stored. A 409 (changed in another tab) keeps what was typed.
 */
export function usePaymentForm({ profile, onSaved }: UsePaymentFormOptions) {
  const client = useApiClient();
  const form = useForm({
    initial: initialPaymentValues(profile),
    schema: paymentDialogSchema,
    toInput: toDialogInput,
    fieldOf,
    onSubmit: async ({ payment: { iban, bic, bankName }, address }) => {
      const verdict = await validatePayment(client, { iban, bic, bankName, hasAgreedSepa: true });
      const invalid = !verdict.iban ? 'iban' : !verdict.bic ? 'bic' : null;
      if (invalid) {
        // The server's verdict on the account lands on its field like any refused input.
        const key = invalid === 'iban' ? INVALID_IBAN_KEY : INVALID_BIC_KEY;
        throw new ApiError({
          status: 400,
          messageKey: key,
          issues: [{ path: invalid, message: key }],
        });
      }
      await putPayment(client, {
        iban: verdict.iban,
        bic: verdict.bic,
        bankName,
        hasAgreedSepa: true,
        version: profile?.payment.version ?? 0,
        address,
      });
      onSaved();
    },
    onError: (_error, messageKey) => showSnackbar(messageKey, { kind: 'error' }),
  });
  return { ...form, canSave: form.output !== null && !form.submitting };
}
