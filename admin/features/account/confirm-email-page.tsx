import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { isApiError } from '../../../shared/api/api-error';
import { confirmEmail } from '../../../shared/api/register';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { Alert } from '../../../shared/ui/alert';
import { apiClient } from '../../app/api-client';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { AccountCard } from './account-card';

type Outcome =
  | { kind: 'pending' }
  | { kind: 'confirmed' }
  | { kind: 'approved' }
  | { kind: 'failed'; messageKey: string };

/** `/signup/confirm?token=…`: confirms the address of a new account with the e-mail's link. */
export function ConfirmEmailPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.signupConfirm.title');
  const token = new URLSearchParams(useSearch()).get('token');
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'pending' } : { kind: 'failed', messageKey: 'register.linkInvalid' },
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    confirmEmail(apiClient, token).then(
      (result) => current && setOutcome({ kind: result }),
      (error: unknown) =>
        current &&
        setOutcome({
          kind: 'failed',
          messageKey: isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected,
        }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AccountCard loginLinkKey="password.backToLogin" title={i18n._('screens.signupConfirm.title')}>
      {outcome.kind === 'pending' ? <PageLoading /> : null}
      {outcome.kind === 'confirmed' ? (
        <Alert variant="success">{i18n._('signup.confirmed')}</Alert>
      ) : null}
      {outcome.kind === 'approved' ? (
        <Alert variant="success">{i18n._('signup.confirmedAndApproved')}</Alert>
      ) : null}
      {outcome.kind === 'failed' ? (
        <Alert variant="error">{i18n._(outcome.messageKey)}</Alert>
      ) : null}
    </AccountCard>
  );
}
