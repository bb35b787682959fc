import { useMemo, useRef, useState } from 'react';
import { failureKey } from '../../../shared/api/api-error';
import { call } from '../../../shared/api/call';
import { patchSchoolYear } from '../../../shared/contracts/school-year';
import type { SchoolYearItem } from '../../../shared/model/school-year';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { createLatestEditQueue } from './latest-edit-queue';

/**
 * A year's booking-phase start as the screen edits it (spec 002 §3 BookingPhase with its
 * client-only `failedPersistingStart`): each edit is saved at once through the latest-edit
 * queue, so the newest wins and older waiting ones are dropped. A failed save of the newest
 * edit sets `failedPersistingStart`, which the screen shows until a save succeeds.
 */
export function useBookingPhaseStart(
  year: SchoolYearItem,
  onSaved: (saved: SchoolYearItem) => void,
) {
  const client = useApiClient();
  const [start, setStart] = useState(year.bookingPhaseStart);
  const [saving, setSaving] = useState(false);
  const [failedPersistingStart, setFailed] = useState(false);
  const savedRef = useRef(onSaved);
  savedRef.current = onSaved;

  const queue = useMemo(
    () =>
      createLatestEditQueue(
        (updatedStart: string) =>
          call(client, patchSchoolYear, { body: { schoolYear: year.id, updatedStart } }),
        {
          saved: (saved) => {
            setSaving(false);
            setFailed(false);
            setStart(saved.bookingPhaseStart);
            savedRef.current(saved);
            showSnackbar('management.phase.saved', { kind: 'success' });
          },
          failed: (error) => {
            setSaving(false);
            setFailed(true);
            showSnackbar(failureKey(error), { kind: 'error' });
          },
        },
      ),
    [client, year.id],
  );

  function change(updatedStart: string) {
    setStart(updatedStart);
    setSaving(true);
    queue.submit(updatedStart);
  }

  return { start, saving, failedPersistingStart, change };
}
