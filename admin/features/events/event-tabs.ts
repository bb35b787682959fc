import type { BusinessArea } from '../../../shared/model/enums';
import type { MessageId } from '../../../shared/model/message-ids';

/** The tabs of the service dialog in the spec's order (spec 002 §2.1). */
export const EVENT_TAB_NAMES = [
  'activity',
  'details',
  'email',
  'stops',
  'permissions',
  'price',
  'participants',
] as const;
export type EventTabName = (typeof EVENT_TAB_NAMES)[number];

/** Each tab's label, written out so the unused-id test sees them. */
export const EVENT_TAB_LABELS = {
  activity: 'events.tab.activity',
  details: 'events.tab.details',
  email: 'events.tab.email',
  stops: 'events.tab.stops',
  permissions: 'events.tab.permissions',
  price: 'events.tab.price',
  participants: 'events.tab.participants',
} as const satisfies Record<EventTabName, MessageId>;

/** What decides which tabs a service's dialog shows. */
export interface EventTabContext {
  businessArea: BusinessArea;
  /** Null for a new (or cloned, unsaved) service: it has no participants yet. */
  id: number | null;
  /** The office-only parts (`canConfigure` of the tabs' props). */
  canConfigure: boolean;
  /** The caller may see a service's participants (`event.staff`: ADMIN, INSTRUCTOR). */
  canSeeParticipants: boolean;
}

/**
 * The tabs spec 002 §2.1 shows, in its order: Stops for the school bus only, Permissions for
 * the office (ADMIN), Price unless SCHOOL, Participants for ADMIN and INSTRUCTOR on a saved
 * service. A tab whose module is not there yet is left out by the caller.
 */
export function visibleEventTabs(context: EventTabContext): EventTabName[] {
  return EVENT_TAB_NAMES.filter((name) => {
    switch (name) {
      case 'stops':
        return context.businessArea === 'SCHOOL_BUS';
      case 'permissions':
        return context.canConfigure;
      case 'price':
        return context.businessArea !== 'SCHOOL';
      case 'participants':
        return context.canSeeParticipants && context.id !== null;
      default:
        return true;
    }
  });
}

/** Lists of rows whose fields the tabs show one by one (`recurrences.1.endTime`). */
const ROW_LISTS = new Set(['recurrences', 'busStops', 'reminderTexts']);

/**
 * The field an issue's path lands on, for the rules and the server's 400 alike: a row's field
 * keeps its row (`recurrences.1.endTime`) and a nested field its object (`costItems.material`);
 * an entry of a list of ids or values is the list (`instructorIds.0` → `instructorIds`); the
 * server's `eventImage` is the picture input (`imageFile`); a leading `event.` (the multipart
 * field's name) is dropped.
 */
export function eventFieldOf(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'event' && parts.length > 1) parts.shift();
  const [head = '', second] = parts;
  if (head === 'eventImage') return 'imageFile';
  if (second !== undefined && /^\d+$/.test(second) && !ROW_LISTS.has(head)) return head;
  return parts.join('.');
}
