import type { InputOf } from '../contracts/endpoint';
import { getSentEmail, listSentEmails, resendSentEmail } from '../contracts/sent-email';
import type { EmailSendProgress, SentEmailDetail, SentEmailRow } from '../model/email';
import type { ListAnswer } from '../model/list';
import type { SentEmailListQuery } from '../model/sent-email-list';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';
import { toQueryText } from './list-query-text';

/** One page of the log of sent e-mails ({@link listSentEmails}). */
export const fetchSentEmailPage = (
  client: ApiClient,
  query: SentEmailListQuery,
  options?: CallOptions,
): Promise<ListAnswer<SentEmailRow>> =>
  call(
    client,
    listSentEmails,
    { query: toQueryText<InputOf<typeof listSentEmails.query>>(query) },
    options,
  );

/** One logged mail with its body ({@link getSentEmail}). */
export const fetchSentEmail = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<SentEmailDetail> => call(client, getSentEmail, { params: { id } }, options);

/** Queues a failed mail again ({@link resendSentEmail}). */
export const resendEmail = (client: ApiClient, id: number): Promise<EmailSendProgress> =>
  call(client, resendSentEmail, { params: { id } });
