import { CHILDMINDING_KEYS } from '../../../shared/model/childminding';
import type { BusinessArea, ChildmindingMode } from '../../../shared/model/enums';
import { AREA_TOGGLES, isToggledArea, notOfferedMessageId } from '../../../shared/model/event';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { childmindingModeOf, readPublicConfig } from '../config/read-configuration';
import { featureTogglesFrom, readFeatureToggles } from '../config/read-feature-toggles';
import type { MessageId } from '../../../shared/model/message-ids';

/** What switches business areas on and off: the feature toggles and the childminding mode. */
export interface AreaSwitches {
  toggles: Record<string, boolean>;
  childmindingMode: ChildmindingMode | null;
}

/** Reads the toggles and the childminding mode. */
export async function readAreaSwitches(db: Database): Promise<AreaSwitches> {
  const [toggles, config] = await Promise.all([readFeatureToggles(db), readPublicConfig(db)]);
  return { toggles, childmindingMode: config.childmindingMode };
}

/**
 * The switches from the stored toggle rows and the stored childminding mode (null: never
 * stored), when a query reads them with other facts (booking/read-service-facts.ts).
 */
export function areaSwitchesFrom(
  toggleRows: readonly { name: string; enabled: boolean }[],
  childmindingMode: string | null,
): AreaSwitches {
  return {
    toggles: featureTogglesFrom(toggleRows),
    childmindingMode: childmindingModeOf(childmindingMode),
  };
}

/**
 * Why customers cannot book (or list) services of `area` now, as a catalog id, or null when
 * they can. The area's toggle (AREA_TOGGLES) must be on; childminding also needs the mode
 * INTERNALLY_ENABLED (OUTSOURCED: parents register with the external provider). For
 * `admin` only childminding is switched, by enableChildmindingBookingAdmin (spec 001 §5).
 */
export function closedAreaKey(
  area: BusinessArea,
  { toggles, childmindingMode }: AreaSwitches,
  { admin = false }: { admin?: boolean } = {},
): MessageId | null {
  if (admin)
    return area === 'CHILDMINDING' && toggles.enableChildmindingBookingAdmin === false
      ? notOfferedMessageId(area)
      : null;
  if (area === 'CHILDMINDING' && childmindingMode === 'OUTSOURCED')
    return CHILDMINDING_KEYS.outsourced;
  if (area === 'CHILDMINDING' && childmindingMode !== 'INTERNALLY_ENABLED')
    return notOfferedMessageId(area);
  if (!isToggledArea(area)) return null;
  return toggles[AREA_TOGGLES[area]] !== true ? notOfferedMessageId(area) : null;
}

/** The refusal of a booking in a switched-off area: 403 with the reason's catalog id. */
export const areaClosed = (key: MessageId) => new AppError(403, { message: key });
