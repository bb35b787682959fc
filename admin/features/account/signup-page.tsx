import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { SignupForm } from '../../../shared/ui/account/signup-form';
import { usePageTitle } from '../../app/page-title';
import { AccountCard } from './account-card';

/** `/signup`: a parent creates an account; an e-mail link confirms it. */
export function SignupPage() {
  const { i18n } = useLingui();
  usePageTitle('screens.signup.title');
  const [sent, setSent] = useState(false);
  return (
    <AccountCard
      loginLinkKey="signup.haveAccount"
      title={i18n._('screens.signup.title')}
      intro={sent ? undefined : i18n._('signup.intro')}
    >
      <SignupForm onSent={() => setSent(true)} />
    </AccountCard>
  );
}
