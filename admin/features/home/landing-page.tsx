import { useLingui } from '@lingui/react';
import { currentUser, displayName } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { Card } from '../../../shared/ui/card';
import { usePageTitle } from '../../app/page-title';
import type { MessageId } from '../../../shared/model/message-ids';

/** Props of {@link LandingPage}: catalog ids of the page title and its introduction. */
export interface LandingPageProps {
  titleKey: MessageId;
  introKey: MessageId;
}

/** A start page: the page title, a greeting by name and what the area is for. */
export function LandingPage({ titleKey, introKey }: LandingPageProps) {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle(titleKey);
  const user = currentUser.value;
  if (!user) return null;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900">{i18n._(titleKey)}</h1>
      <Card>
        <p className="text-xl font-medium text-gray-900">
          {i18n._('home.greeting', { name: displayName(user) })}
        </p>
        <p className="mt-2 text-gray-600">{i18n._(introKey)}</p>
        <p className="mt-4 text-sm text-gray-600">
          {i18n._('auth.signedInAs', { login: user.login })}
        </p>
      </Card>
    </div>
  );
}
