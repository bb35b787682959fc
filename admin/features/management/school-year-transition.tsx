import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/call';
import { getPseudoConstants } from '../../../shared/api/config';
import { getRollbackCounts } from '../../../shared/contracts/count';
import { rollbackSchoolYear, rollOutSchoolYear } from '../../../shared/contracts/school-year';
import type { TransitionState } from '../../../shared/model/enums';
import type { RollbackCounts } from '../../../shared/model/school-year-transition';
import { pseudoConstants } from '../../../shared/state/config';
import { useSignals } from '../../../shared/state/signals';
import { showSnackbar } from '../../../shared/state/snackbar';
import { Alert } from '../../../shared/ui/alert';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { useResource } from '../../../shared/ui/use-resource';
import { reportFailure } from '../../app/failures';

/** Props of {@link SchoolYearTransition}. */
export interface SchoolYearTransitionProps {
  /** After a roll-out or rollback: the years' cards read their state again. */
  onChanged: () => void;
}

/**
 * The next school year's roll-out and rollback (spec 002 §4; issue 21.2): the upcoming year's
 * state from the pseudo-constants, what a rollback would remove (`GET api/count/rollback-counts`),
 * and a button for the step possible now, each asked first with the counts. While a rollback
 * runs the card shows ROLLBACK_ONGOING and ignores further clicks; success reloads the
 * pseudo-constants (NOT_ROLLED_OUT), a failure returns to ROLLBACK_POSSIBLE.
 */
export function SchoolYearTransition({ onChanged }: SchoolYearTransitionProps) {
  useSignals();
  const { i18n } = useLingui();
  const client = useApiClient();
  const [ongoing, setOngoing] = useState<TransitionState | null>(null);
  const [asking, setAsking] = useState<'rollOut' | 'rollback' | null>(null);
  const transition = pseudoConstants.value?.nextSchoolYearTransition;
  const counts = useResource(
    (signal) => call(client, getRollbackCounts, {}, { signal }),
    [client, transition?.transitionState],
  );
  if (!transition) return null;
  const name = transition.nameUpcomingSchoolYear;
  const state = ongoing ?? transition.transitionState;
  const numbers: RollbackCounts | null = counts.state.status === 'ready' ? counts.state.data : null;
  const refused = (numbers?.bookings ?? 0) > 0;

  async function reloadConstants() {
    pseudoConstants.value = await getPseudoConstants(client);
    counts.reload();
    onChanged();
  }

  async function rollOut() {
    try {
      await call(client, rollOutSchoolYear, {});
      showSnackbar('management.transition.rolledOut', { kind: 'success', values: { name } });
    } catch (error) {
      if (isApiError(error, 409)) showSnackbar(error.messageKey, { kind: 'error' });
      else reportFailure(error, 'management.transition.failed');
    }
    await reloadConstants();
  }

  async function rollback() {
    if (ongoing) return; // spec 002 §4: ignored while one runs.
    setOngoing('ROLLBACK_ONGOING');
    try {
      await call(client, rollbackSchoolYear, {});
      setOngoing('NOT_ROLLED_OUT');
      showSnackbar('management.transition.rolledBack', { kind: 'success', values: { name } });
    } catch (error) {
      setOngoing('ROLLBACK_POSSIBLE');
      if (isApiError(error, 409)) showSnackbar(error.messageKey, { kind: 'error' });
      else reportFailure(error, 'management.transition.failed');
    }
    try {
      await reloadConstants();
    } finally {
      setOngoing(null);
    }
  }

  const countValues = numbers && {
    name,
    classes: numbers.classes,
    services: numbers.services,
    bookings: numbers.bookings,
  };
  return (
    <Card aria-labelledby="transition-heading" className="space-y-3 sm:p-6">
      <h2 id="transition-heading" className="text-lg font-semibold text-gray-900">
        {i18n._('management.transition.title')}
      </h2>
      {name === null ? (
        <p className="text-sm text-gray-700">{i18n._('management.transition.none')}</p>
      ) : (
        <>
          <p className="text-sm text-gray-600">{i18n._('management.transition.help', { name })}</p>
          <p className="font-medium text-gray-900" role="status">
            {i18n._(`management.transition.state.${state}`, { name })}
          </p>
          {state !== 'NOT_ROLLED_OUT' && countValues ? (
            <p className="text-sm text-gray-700">
              {i18n._('management.transition.counts', countValues)}
            </p>
          ) : null}
          {state === 'ROLLBACK_POSSIBLE' && refused && countValues ? (
            <Alert variant="warning">{i18n._('management.transition.refused', countValues)}</Alert>
          ) : null}
          {state === 'NOT_ROLLED_OUT' ? (
            <ConfirmDialog
              open={asking === 'rollOut'}
              onOpenChange={(open) => setAsking(open ? 'rollOut' : null)}
              title={i18n._('management.transition.rollOutTitle', { name })}
              text={i18n._('management.transition.rollOutText', { name })}
              confirmLabel={i18n._('management.transition.rollOut', { name })}
              onConfirm={rollOut}
              trigger={
                <Button type="button">{i18n._('management.transition.rollOut', { name })}</Button>
              }
            />
          ) : (
            <ConfirmDialog
              open={asking === 'rollback'}
              onOpenChange={(open) => setAsking(open ? 'rollback' : null)}
              variant="destructive"
              title={i18n._('management.transition.rollbackTitle', { name })}
              text={
                countValues
                  ? i18n._('management.transition.rollbackText', countValues)
                  : i18n._('management.transition.countsLoading')
              }
              confirmLabel={i18n._('management.transition.rollback', { name })}
              onConfirm={rollback}
              trigger={
                <Button
                  type="button"
                  variant="secondary"
                  disabled={state !== 'ROLLBACK_POSSIBLE' || refused || !numbers}
                >
                  {i18n._('management.transition.rollback', { name })}
                </Button>
              }
            />
          )}
        </>
      )}
    </Card>
  );
}
