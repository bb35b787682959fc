import { useLingui } from '@lingui/react';
import { can } from '../../../shared/access/capabilities';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Card } from '../../../shared/ui/card';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { PaymentForm } from '../../../shared/ui/payment/payment-form';
import { useResource } from '../../../shared/ui/use-resource';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { ProfileForm } from '../profile/profile-form';
import { DataExportCard } from './data-export-card';
import { loadMyData } from './load-my-data';
import { MandateFacts } from './mandate-facts';

/**
 * `/my/data` (issue 19.8): the family's person and spouse (the profile form: names, contacts,
 * addresses), the payment data in the shell's payment form with the mandate on file, and the
 * data export. Every save goes through the office's services and rules; a save reloads both
 * forms, since a payment save moves the person's version (the address) and a spouse save the
 * customer's. A stale version (409) keeps what was typed and offers the stored data.
 */
export function MyDataPage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.myData.title');
  const client = useApiClient();
  const user = currentUser.value;
  const { state, data, reload } = useResource(() => loadMyData(client, user!), [client, user], {
    enabled: user !== null,
  });
  // Whose own bank data the payment form keeps: a customer's (an admin's `customer.data` is
  // for other customers, in the office's dialog).
  const paysByDebit = can(user, 'customer.own');

  function onPaymentSaved() {
    showSnackbar('myData.paymentSaved', { kind: 'success' });
    reload();
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.myData.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{i18n._('screens.myData.summary')}</p>
      </header>
      {state.status === 'failed' ? (
        <LoadFailed titleKey="profile.loadFailed" messageKey={state.messageKey} onRetry={reload} />
      ) : null}
      {!data ? (
        state.status === 'loading' ? (
          <PageLoading />
        ) : null
      ) : (
        <>
          <ProfileForm
            key={`profile-${data.loadedAt}`}
            data={data.profile}
            onReload={reload}
            onSaved={reload}
          />
          {paysByDebit ? (
            <Card aria-labelledby="my-payment-heading" className="space-y-6">
              <div>
                <h2 id="my-payment-heading" className="text-lg font-semibold text-gray-900">
                  {i18n._('myData.payment.title')}
                </h2>
                <p className="mt-1 text-sm text-gray-600">{i18n._('myData.payment.hint')}</p>
              </div>
              <section aria-labelledby="my-mandate-heading" className="space-y-2">
                <h3 id="my-mandate-heading" className="text-base font-semibold text-gray-900">
                  {i18n._('myData.mandate.title')}
                </h3>
                <MandateFacts payment={data.customer?.payment ?? null} />
              </section>
              <PaymentForm
                key={`payment-${data.loadedAt}`}
                profile={data.customer}
                onSaved={onPaymentSaved}
                saveLabel={i18n._('myData.payment.save')}
              />
            </Card>
          ) : null}
          {can(user, 'family.export') ? <DataExportCard /> : null}
        </>
      )}
    </div>
  );
}
