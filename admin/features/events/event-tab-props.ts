import type { EventBaseData } from '../../../shared/model/base-data';
import type { EventInput } from '../../../shared/rules/event';
import type { FormState } from '../../../shared/ui/form/use-form';
import type { EventValues } from './event-values';

/** The service dialog's form: its values, the shared rules' output, and dotted field paths. */
export type EventForm = FormState<EventValues, EventInput, string>;

/**
 * What every tab of the service dialog gets (tabs/<name>-tab.tsx). A tab edits
 * `form.values` through `form.setValue`/`form.setValues`, shows `form.errors[path]` for its
 * fields (paths as the rules name them: `recurrences.1.endTime`, `busStops.0.distance`) and
 * ids from `form.idOf(path)` so a refused submit can focus the first wrong field.
 */
export interface EventTabProps {
  form: EventForm;
  baseData: EventBaseData;
  /** The caller may change the service (`event.manage`); an instructor reads only. */
  canManage: boolean;
  /**
   * The office-only parts (permissions, cost items, discount models, reminder texts): from a
   * capability in shared/access/capabilities.ts, never a role name.
   */
  canConfigure: boolean;
  /** An unsaved copy's source service (its picture shows as taken over); null otherwise. */
  cloneOf?: number | null;
}
