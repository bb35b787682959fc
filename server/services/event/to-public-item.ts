import type { RoleHolder } from '../../../shared/access/has-role';
import {
  allowsSingleDays,
  pricedByTheDay,
  type PublicEventItem,
} from '../../../shared/model/event';
import { languagesOf, type EventParts, type EventRow } from './read-event-parts';
import { sanitizeRichText } from './sanitize-rich-text';
import { visiblePrice } from './visible-price';

/** A service as the public listing shows it to `caller` (prices by role). */
export function toPublicItem(
  row: EventRow,
  parts: EventParts,
  caller: RoleHolder,
): PublicEventItem {
  return {
    id: row.id,
    name: row.name,
    businessArea: row.businessArea,
    grades: parts.grades,
    recurrences: parts.recurrences,
    location: parts.location,
    instructors: parts.instructors,
    price: visiblePrice(caller, row, pricedByTheDay(row) ? row : null),
    placesLeft: parts.placesLeft,
    registrationDeadline: row.registrationDeadline,
    languages: languagesOf(row),
    imageId: row.imageId,
    description: sanitizeRichText(row.description),
    startDate: row.startDate,
    endDate: row.endDate,
    schoolYear: parts.schoolYear,
    inbound: row.businessArea === 'SCHOOL_BUS' && row.inbound,
    singleDaysBookable: allowsSingleDays(row),
    holidayPeriod: parts.holidayPeriod,
  };
}
