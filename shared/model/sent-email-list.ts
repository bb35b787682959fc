import * as v from 'valibot';
import { EMAIL_STATUSES } from './enums';
import { choiceText, listQuerySchema } from './list';
import { dateSchema } from './storable';

/**
 * The query of `GET /api/sent-email/list` and of the log tab's URL: newest first by default
 * (`modified`), filters by status (`FAILED` = anything but SUCCESS), recipient (`search`, a part
 * of the address) and the day range `from`..`to` (yyyy-MM-dd, in the school's zone).
 */
export const sentEmailListQuery = listQuerySchema({
  orderBy: ['modified', 'recipient', 'subject', 'status'],
  asc: false,
  search: true,
  filters: {
    status: v.optional(choiceText([...EMAIL_STATUSES, 'FAILED'])),
    from: v.optional(dateSchema()),
    to: v.optional(dateSchema()),
  },
});

/** The parsed log query. */
export type SentEmailListQuery = v.InferOutput<typeof sentEmailListQuery>;
