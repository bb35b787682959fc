import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import type { SinkMessage } from '../../api/support/smtp-sink';

/** Where the test mail sink (support/mail-sink-server.ts) lists what it received. */
export const MAILBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 2000}/messages`;

/** The first link to `path` in the newest message to `address`, waiting for it to arrive. */
export async function linkFromMail(
  request: APIRequestContext,
  address: string,
  path: string,
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(MAILBOX_URL)).json()) as SinkMessage[];
      const message = messages.findLast((candidate) => candidate.to.includes(address));
      link = message ? pattern.exec(message.decoded)?.[0] : undefined;
      return link;
    })
    .toBeDefined();
  return link!.replaceAll('&amp;', '&');
}
