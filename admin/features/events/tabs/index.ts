import type { ComponentType } from 'react';
import type { EventTabProps } from '../event-tab-props';
import type { EventTabName } from '../event-tabs';
import { ActivityTab } from './activity-tab';
import { DetailsTab } from './details-tab';
import { EmailTab } from './email-tab';
import { ParticipantsTab } from './participants-tab';
import { PermissionsTab } from './permissions-tab';
import { PriceTab } from './price-tab';
import { StopsTab } from './stops-tab';

/**
 * The tabs of the service dialog that exist, by name (`../event-tabs.ts`): the dialog shows
 * those of them spec 002 §2.1 shows for the service and the caller, in the spec's order. A new
 * tab is one line here; order, label and visibility are the dialog's.
 */
export const EVENT_TAB_COMPONENTS: Partial<Record<EventTabName, ComponentType<EventTabProps>>> = {
  activity: ActivityTab,
  details: DetailsTab,
  email: EmailTab,
  stops: StopsTab,
  permissions: PermissionsTab,
  price: PriceTab,
  participants: ParticipantsTab,
};
