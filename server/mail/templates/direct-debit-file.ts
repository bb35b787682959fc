import type { Locale } from '../../../shared/model/enums';
import type { InvoiceProduct } from '../../../shared/model/invoice';
import { invoiceLabels } from '../../services/invoice/invoice-labels';
import { renderAccountMail, type RenderedMail } from './layout';

/**
 * What a direct debit file collects: the membership fees of one date, the invoices of a product
 * and month, or one invoice of them (`number`).
 */
export type DirectDebitFileContent =
  | { kind: 'membership'; paymentDate: string }
  | { kind: 'invoices'; product: InvoiceProduct; year: number; month: number; number?: string };

/** Options of {@link directDebitFileMail}. */
export interface DirectDebitFileMailOptions {
  locale: Locale;
  productName: string;
  content: DirectDebitFileContent;
  count: number;
  controlSumCents: number;
  leftOut: number;
  /** The portal's page the file was made on. */
  link: string;
}

const euro = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);

const day = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

const monthOf = (year: number, month: number, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));

/** The words naming what the file collects, for the subject and the first paragraph. */
function contentWords(content: DirectDebitFileContent, locale: Locale) {
  if (content.kind === 'membership') {
    const date = day(content.paymentDate, locale);
    return locale === 'de'
      ? {
          subject: `Mitgliedsbeiträge zum ${date}`,
          what: `der Mitgliedsbeiträge des Elternvereins zum ${date}`,
          leftOut: (n: number) => `${n} Mitgliedsfamilien ohne gültiges Mandat`,
          all: 'Alle Mitgliedsfamilien sind enthalten.',
        }
      : {
          subject: `membership fees of ${date}`,
          what: `of the parents' association's membership fees to be collected on ${date}`,
          leftOut: (n: number) => `${n} member families without a valid mandate`,
          all: 'Every member family is in it.',
        };
  }
  const product = invoiceLabels(locale).product[content.product];
  const month = monthOf(content.year, content.month, locale);
  if (locale === 'de') {
    return {
      subject: content.number ? `Rechnung ${content.number}` : `Rechnungen ${product} ${month}`,
      what: content.number
        ? `der Rechnung ${content.number} (${product}, ${month})`
        : `der Rechnungen ${product} für ${month}, jeweils zum angekündigten Einzugsdatum`,
      leftOut: (n: number) => `${n} Familien ohne gültiges Mandat`,
      all: 'Alle Rechnungen sind enthalten.',
    };
  }
  return {
    subject: content.number ? `invoice ${content.number}` : `invoices ${product} ${month}`,
    what: content.number
      ? `of the invoice ${content.number} (${product}, ${month})`
      : `of the ${product} invoices for ${month}, each on the collection date announced`,
    leftOut: (n: number) => `${n} families without a valid mandate`,
    all: 'Every invoice is in it.',
  };
}

/**
 * The message that carries a direct debit file to the office: what it collects (membership fees
 * or invoices), how many collections and how much, and how many families were left out.
 */
export function directDebitFileMail(options: DirectDebitFileMailOptions): RenderedMail {
  const { locale, productName, content, count, controlSumCents, leftOut, link } = options;
  const total = euro(controlSumCents, locale);
  const words = contentWords(content, locale);
  if (locale === 'de') {
    return renderAccountMail({
      subject: `${productName}: SEPA-Lastschriftdatei ${words.subject}`,
      greeting: 'Hallo,',
      paragraphs: [
        `anbei die SEPA-Lastschriftdatei (pain.008) ${words.what}: ${count} Lastschriften, zusammen ${total}.`,
        leftOut > 0
          ? `${words.leftOut(leftOut)} sind nicht enthalten; das Portal nennt sie.`
          : words.all,
      ],
      linkLabel: 'Im Portal öffnen',
      link,
      footer: `Diese E-Mail wurde beim Erstellen der Datei in ${productName} angefordert.`,
    });
  }
  return renderAccountMail({
    subject: `${productName}: SEPA direct debit file, ${words.subject}`,
    greeting: 'Hello,',
    paragraphs: [
      `attached is the SEPA direct debit file (pain.008) ${words.what}: ${count} collections, ${total} in all.`,
      leftOut > 0 ? `${words.leftOut(leftOut)} are not in it; the portal lists them.` : words.all,
    ],
    linkLabel: 'Open the portal',
    link,
    footer: `This e-mail was asked for when the file was made in ${productName}.`,
  });
}
