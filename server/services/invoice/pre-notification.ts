import type { Locale } from '../../../shared/model/enums';
import type { InvoiceProduct } from '../../../shared/model/invoice';
import type { Transaction } from '../../db/database';
import { emailOutbox } from '../../db/schema';
import { renderAccountMail } from '../../mail/templates/layout';
import { readParameter } from '../config/read-configuration';
import { formatCents, formatDay, formatMonth, invoiceLabels, maskIban } from './invoice-labels';

/** What the pre-notification of an issued invoice says, and to whom. */
export interface PreNotification {
  locale: Locale;
  personId: number;
  email: string;
  givenName: string;
  number: string;
  totalCents: number;
  year: number;
  month: number;
  product: InvoiceProduct;
  collectionDate: string;
  mandate: { id: string; iban: string } | null;
  publicUrl: string;
}

/**
 * Queues the pre-notification SEPA asks for (issue 22.6) in the issuing transaction, through the
 * durable outbox (server/mail/README.md): the amount, and the day it is collected from which
 * account under which mandate — or, without a mandate, the day to transfer it by — in the
 * family's language, with a link to the family's documents where the invoice is.
 */
export async function queuePreNotification(tx: Transaction, notice: PreNotification) {
  const labels = invoiceLabels(notice.locale);
  const productName = await readParameter(tx, 'productName');
  const day = formatDay(notice.collectionDate, notice.locale);
  const mail = renderAccountMail({
    subject: labels.mailSubject(productName, notice.number),
    greeting: labels.greeting(notice.givenName),
    paragraphs: [
      labels.mailAmount(
        formatCents(notice.totalCents, notice.locale),
        formatMonth(notice.year, notice.month, notice.locale),
        labels.product[notice.product],
      ),
      notice.mandate
        ? labels.directDebit(
            day,
            maskIban(notice.mandate.iban),
            notice.mandate.id,
            await readParameter(tx, 'sepaCreditorId'),
          )
        : labels.transfer(day),
    ],
    linkLabel: labels.mailLink,
    link: `${notice.publicUrl}/my/documents`,
    footer: labels.mailFooter(productName),
  });
  await tx.insert(emailOutbox).values({
    recipientPersonId: notice.personId,
    recipient: notice.email,
    language: notice.locale === 'de' ? 'DE' : 'EN',
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  });
}
