import { useLingui } from '@lingui/react';
import { useId } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { SignInForm } from '../account/sign-in-form';
import { useApiClient } from '../api-client-context';
import { SignupForm } from '../account/signup-form';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';

const tabClass = cn(
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-gray-700',
  'data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm',
  focusRing,
);

/**
 * Sign in, or create an account, inside the booking dialog: the portal's own forms and server
 * flows (spec 000 §4). A new account waits for its e-mail confirmation and the office's
 * approval, which the sign-up's confirmation says; the parent signs in here afterwards.
 */
export function AccountStep({ allowSignup }: { allowSignup: boolean }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const hintId = useId();
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">{i18n._('booking.account.intro')}</p>
      <Tabs.Root defaultValue="signIn">
        {allowSignup ? (
          <Tabs.List
            aria-label={i18n._('booking.account.choose')}
            className="mb-4 flex gap-1 rounded-lg bg-gray-100 p-1"
          >
            <Tabs.Trigger value="signIn" className={tabClass}>
              {i18n._('booking.account.signIn')}
            </Tabs.Trigger>
            <Tabs.Trigger value="signUp" className={tabClass}>
              {i18n._('booking.account.signUp')}
            </Tabs.Trigger>
          </Tabs.List>
        ) : null}
        <Tabs.Content value="signIn" className={cn('rounded', focusRing)}>
          <SignInForm autoFocus={false} />
          {/*
            The portal's own page in a new tab rather than a form in here: the reset goes on
            by e-mail and ends on the portal's reset page anyway, and the booking (the offer, the
            dialog) stays as it is on the partner's page until the parent signs in again.
          */}
          <p className="mt-4 text-sm">
            <a
              href={`${client.baseURL}/password/forgot`}
              target="_blank"
              rel="noopener"
              aria-describedby={hintId}
              className={cn('rounded font-medium text-primary-700 underline', focusRing)}
            >
              {i18n._('booking.account.forgotPassword')}
              <span className="sr-only"> {i18n._('widgets.frame.opensInNewTab')}</span>
            </a>
          </p>
          <p id={hintId} className="mt-1 text-xs text-gray-700">
            {i18n._('booking.account.forgotPasswordHint')}
          </p>
        </Tabs.Content>
        {allowSignup ? (
          <Tabs.Content value="signUp" className={cn('rounded', focusRing)}>
            <SignupForm />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </div>
  );
}
