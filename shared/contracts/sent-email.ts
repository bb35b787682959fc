import type { EmailSendProgress, SentEmailDetail, SentEmailRow } from '../model/email';
import type { ListAnswer } from '../model/list';
import { sentEmailListQuery } from '../model/sent-email-list';
import { idParamSchema } from '../model/storable';
import { endpoint } from './endpoint';

/**
 * The log of sent e-mails (spec 001 §2.4; issue 20.5): ADMIN only (`email.log`), it holds
 * families' addresses and letters.
 */

/** `GET /api/sent-email/list`: one page of the log, newest first, with the total. */
export const listSentEmails = endpoint<ListAnswer<SentEmailRow>>()({
  method: 'GET',
  path: '/api/sent-email/list',
  can: 'email.log',
  query: sentEmailListQuery,
});

/** `GET /api/sent-email/{id}`: one logged mail with its body (the detail viewer); 404. */
export const getSentEmail = endpoint<SentEmailDetail>()({
  method: 'GET',
  path: '/api/sent-email/:id{[0-9]+}',
  can: 'email.log',
  params: idParamSchema,
});

/**
 * `PUT /api/sent-email/{id}/resend`: queues a failed mail again as it was (a new log row follows
 * when it goes out); 409 `email.message.notFailed` for one that was delivered; answers the new
 * send's progress.
 */
export const resendSentEmail = endpoint<EmailSendProgress>()({
  method: 'PUT',
  path: '/api/sent-email/:id{[0-9]+}/resend',
  can: 'email.log',
  params: idParamSchema,
});
