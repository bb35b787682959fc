import { useLingui } from '@lingui/react';
import type { EventForm } from '../event-tab-props';

/**
 * The wiring of a field of the service dialog's tabs by its path (`busStops.0.distance`):
 * input id, translated error and `onBlur` that marks it touched.
 */
export function useTabField(form: EventForm) {
  const { i18n } = useLingui();
  const error = (path: string): string | null => {
    const key = form.errors[path];
    return key ? i18n._(key, form.errorValues[path]) : null;
  };
  return (path: string) => ({
    id: form.idOf(path),
    error: error(path),
    onBlur: () => form.touch(path),
  });
}
