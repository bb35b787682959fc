import * as v from 'valibot';
import { GRADES } from '../../../shared/model/enums';
import { choiceText, searchText } from '../../../shared/model/list';
import { dateSchema, idTextSchema } from '../../../shared/model/storable';
import { CLOCK_TIME } from '../../../shared/rules/event-times';

/** The three transport lists of `/lists` (spec 002 §7 "Lists"). */
export const LIST_VIEWS = ['weekly', 'daily', 'busLines'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/**
 * What `/lists` keeps in its URL (`useUrlQuery`): the list, the day (none: the school's today;
 * the weekly list shows its ISO week) and the filters, each left out while blank.
 * `/lists?view=daily&date=2026-11-25&grade=P3&busLine=12&busSlot=15:30`
 */
export const listsQuery = v.object({
  view: v.optional(choiceText(LIST_VIEWS), 'daily'),
  date: v.optional(dateSchema()),
  grade: v.optional(choiceText(GRADES)),
  filterBy: v.optional(searchText),
  busLine: v.optional(idTextSchema),
  busSlot: v.optional(v.pipe(v.string(), v.regex(CLOCK_TIME))),
});

export type ListsQuery = v.InferOutput<typeof listsQuery>;

/** What `/lists-detail` keeps in its URL: a day of the week whose dismissal sheets to download. */
export const dismissalQuery = v.object({ date: v.optional(dateSchema()) });
