import { useLingui } from '@lingui/react';
import { UsersRound } from 'lucide-react';
import { getLinkedChildren } from '../../../shared/api/participant';
import { escortYear } from '../../../shared/model/participant';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Card } from '../../../shared/ui/card';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useResource } from '../../../shared/ui/use-resource';
import { PageLoading } from '../../app/page-loading';
import { ChildCard } from './child-card';

/**
 * A guardian's view (issue 19: "a guardian sees only the children they are linked to"): the
 * children they may pick up, by name, latest class and how they are related — read-only, since
 * the parents keep the child's data. From `GET /api/participant/linked`, found by the session.
 */
export function LinkedChildren() {
  const { i18n } = useLingui();
  const client = useApiClient();
  const linked = useResource(() => getLinkedChildren(client), [client]);
  const { state } = linked;
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed')
    return (
      <LoadFailed
        titleKey="myParticipant.loadFailed"
        messageKey={state.messageKey}
        onRetry={linked.reload}
      />
    );
  return (
    <>
      <Card className="flex items-start gap-4">
        <UsersRound aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        <p className="text-gray-900">
          {i18n._(state.data.length > 0 ? 'myParticipant.linkedIntro' : 'myParticipant.noLinked')}
        </p>
      </Card>
      {state.data.length > 0 ? (
        <ul
          className="grid gap-3 sm:grid-cols-2"
          aria-label={i18n._('screens.myParticipant.title')}
        >
          {state.data.map((child) => {
            const year = escortYear(child.clazzes);
            return (
              <li key={child.id}>
                <ChildCard
                  name={`${child.givenName} ${child.familyName}`}
                  clazzes={child.clazzes}
                  years={year ? [year] : []}
                  detail={
                    child.relationship
                      ? i18n._(`participantPersons.relationship.${child.relationship}`)
                      : undefined
                  }
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
