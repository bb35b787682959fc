import { useLingui } from '@lingui/react';
import { useSearch } from 'wouter';
import { confirmEmail } from '../../../shared/api/register';
import { Alert } from '../../../shared/ui/alert';
import { useResource } from '../../../shared/ui/use-resource';
import { apiClient } from '../../app/api-client';
import { PageLoading } from '../../app/page-loading';
import { usePageTitle } from '../../app/page-title';
import { AccountCard } from './account-card';
import type { MessageId } from '../../../shared/model/message-ids';

type Outcome =
  | { kind: 'pending' }
  | { kind: 'confirmed' }
  | { kind: 'approved' }
  | { kind: 'failed'; messageKey: MessageId };

/** `/signup/confirm?token=…`: confirms the address of a new account with the e-mail's link. */
export function ConfirmEmailPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.signupConfirm.title');
  const token = new URLSearchParams(useSearch()).get('token');
  const confirmation = useResource(() => confirmEmail(apiClient, token ?? ''), [token], {
    enabled: token !== null,
  });
  const outcome: Outcome = !token
    ? { kind: 'failed', messageKey: 'register.linkInvalid' }
    : confirmation.state.status === 'ready'
      ? { kind: confirmation.state.data }
      : confirmation.state.status === 'failed'
        ? { kind: 'failed', messageKey: confirmation.state.messageKey }
        : { kind: 'pending' };

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
