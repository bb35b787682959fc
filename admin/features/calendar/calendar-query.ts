import * as v from 'valibot';
import { BUSINESS_AREAS } from '../../../shared/model/enums';
import { choiceText } from '../../../shared/model/list';
import { dateSchema, idTextSchema } from '../../../shared/model/storable';
import { CALENDAR_VIEWS } from './calendar-span';

/**
 * What `/calendar` keeps in its URL (`useUrlQuery`), so a reload, back/forward and a shared link
 * show the same: the view, the chosen day (none: today, whenever the link is opened) and the
 * office's filters. A value the schema refuses (`view=year`, `date=2026-02-30`) falls back to
 * its default. `/calendar?view=month&date=2026-10-26&area=ECA&serviceId=12`
 */
export const calendarQuery = v.object({
  view: v.optional(choiceText(CALENDAR_VIEWS), 'week'),
  date: v.optional(dateSchema()),
  area: v.optional(choiceText(BUSINESS_AREAS)),
  serviceId: v.optional(idTextSchema),
});

/** The calendar's state as the URL says it. */
export type CalendarQuery = v.InferOutput<typeof calendarQuery>;
