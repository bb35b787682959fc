import { useLingui } from '@lingui/react';
import { EVENT_KEYS } from '../../../shared/rules/event-keys';
import type { EventForm } from './event-tab-props';

/**
 * The wiring of one field of the service dialog by its path (`maximumNumber`,
 * `recurrences.1.endTime`): its input id, its translated error (with the capacity for
 * `max-exceeds-capacity`, from the server's answer or the chosen location) and `onBlur`.
 */
export function useEventField(form: EventForm) {
  const { i18n } = useLingui();
  const error = (path: string): string | null => {
    const key = form.errors[path];
    if (!key) return null;
    const values =
      form.errorValues[path] ??
      (key === EVENT_KEYS.maxExceedsCapacity
        ? { capacity: form.values.location?.capacity ?? '' }
        : undefined);
    return i18n._(key, values);
  };
  return {
    error,
    props: (path: string) => ({
      id: form.idOf(path),
      error: error(path),
      onBlur: () => form.touch(path),
    }),
  };
}
