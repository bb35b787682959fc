import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { ERROR_KEYS } from '../../../shared/model/errors';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { usePageTitle } from '../../app/page-title';
import { PageLoading } from '../../app/page-loading';
import { loadProfile } from './load-profile';
import type { ProfileData } from './load-profile';
import { ProfileForm } from './profile-form';
import { LoadFailed } from '../../../shared/ui/load-failed';

type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; messageKey: string }
  | { status: 'ready'; data: ProfileData; loadedAt: number };

/** `/profile`: the person form for the signed-in user, and the spouse for a paying parent. */
export function ProfilePage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.profile.title');
  const client = useApiClient();
  const user = currentUser.value;
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!user) return;
    let current = true;
    setState({ status: 'loading' });
    loadProfile(client, user).then(
      (data) => current && setState({ status: 'ready', data, loadedAt: Date.now() }),
      (error: unknown) =>
        current &&
        setState({
          status: 'failed',
          messageKey: isApiError(error) ? error.messageKey : ERROR_KEYS.unexpected,
        }),
    );
    return () => {
      current = false;
    };
  }, [client, user, attempt]);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl">
          {i18n._('screens.profile.title')}
        </h1>
        <p className="mt-1 text-sm text-gray-600">{i18n._('profile.intro')}</p>
      </header>
      {state.status === 'loading' ? <PageLoading /> : null}
      {state.status === 'failed' ? (
        <LoadFailed
          titleKey="profile.loadFailed"
          messageKey={state.messageKey}
          onRetry={() => setAttempt(attempt + 1)}
        />
      ) : null}
      {state.status === 'ready' ? (
        // A new key after reloading drops what was typed, as the user asked for.
        <ProfileForm
          key={state.loadedAt}
          data={state.data}
          onReload={() => setAttempt(attempt + 1)}
        />
      ) : null}
    </div>
  );
}
