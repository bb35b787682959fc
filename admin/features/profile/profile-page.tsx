import { useLingui } from '@lingui/react';
import { currentUser } from '../../../shared/state/session';
import { useSignals } from '../../../shared/state/signals';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { usePageTitle } from '../../app/page-title';
import { PageLoading } from '../../app/page-loading';
import { loadProfile } from './load-profile';
import { ProfileForm } from './profile-form';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';

/** `/profile`: the person form for the signed-in user, and the spouse for a paying parent. */
export function ProfilePage() {
  useSignals();
  const { i18n } = useLingui();
  usePageTitle('screens.profile.title');
  const client = useApiClient();
  const user = currentUser.value;
  // `loadedAt` keys the form, so reloading drops what was typed, as the user asked for.
  const { state, reload } = useResource(
    async () => ({ data: await loadProfile(client, user!), loadedAt: Date.now() }),
    [client, user],
    { enabled: user !== null },
  );

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
        <LoadFailed titleKey="profile.loadFailed" messageKey={state.messageKey} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <ProfileForm key={state.data.loadedAt} data={state.data.data} onReload={reload} />
      ) : null}
    </div>
  );
}
