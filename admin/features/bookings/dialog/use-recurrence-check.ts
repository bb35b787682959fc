import { useEffect, useState } from 'react';
import { checkRecurrencies } from '../../../../shared/api/booking-save';
import type {
  RecurrenceCheckInput,
  RecurrenceFinding,
} from '../../../../shared/model/booking-batch';
import { useApiClient } from '../../../../shared/ui/api-client-context';

/** How long the chosen weekdays rest before they are checked. */
export const RECURRENCE_CHECK_DELAY_MS = 400;

/**
 * The chosen weekdays judged by `PUT /api/booking/check-recurrencies`, each on its own (full,
 * colliding), so the dialog warns beside each weekday before saving. Asked once the choice has
 * rested {@link RECURRENCE_CHECK_DELAY_MS}; a newer choice aborts the request still running, so
 * a late answer never shows for weekdays no longer chosen. `request` null: nothing to ask.
 * A refusal (400 for a bus without its stop, 403) shows nothing: the save says it.
 */
export function useRecurrenceCheck(
  request: RecurrenceCheckInput | null,
): ReadonlyMap<number, RecurrenceFinding> {
  const client = useApiClient();
  const [findings, setFindings] = useState<ReadonlyMap<number, RecurrenceFinding>>(new Map());
  const key = request === null ? null : JSON.stringify(request);
  useEffect(() => {
    if (key === null) {
      setFindings(new Map());
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkRecurrencies(client, JSON.parse(key) as RecurrenceCheckInput, {
        signal: controller.signal,
      }).then(
        (result) => {
          if (controller.signal.aborted) return;
          setFindings(new Map(result.recurrences.map((slot) => [slot.recurrenceId, slot])));
        },
        () => {
          if (!controller.signal.aborted) setFindings(new Map());
        },
      );
    }, RECURRENCE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, key]);
  return findings;
}
