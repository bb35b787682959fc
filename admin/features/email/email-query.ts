import * as v from 'valibot';
import { choiceText } from '../../../shared/model/list';
import { sentEmailListQuery } from '../../../shared/model/sent-email-list';

/** The tabs of `/email`: the composer first, then the log. */
export const EMAIL_TABS = ['compose', 'log'] as const;
export type EmailTab = (typeof EMAIL_TABS)[number];

/**
 * What `/email` keeps in its URL: the tab, and the log's list query (filters, order, page), so a
 * filtered log is a link and reload or back keeps the tab. `/email?tab=log&status=FAILED`
 */
export const emailPageQuery = v.object({
  ...sentEmailListQuery.entries,
  tab: v.optional(choiceText(EMAIL_TABS), 'compose'),
});
