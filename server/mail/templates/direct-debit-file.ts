import type { Locale } from '../../../shared/model/enums';
import { renderAccountMail, type RenderedMail } from './layout';

/** Options of {@link directDebitFileMail}. */
export interface DirectDebitFileMailOptions {
  locale: Locale;
  productName: string;
  /** The collection date, `yyyy-MM-dd`. */
  paymentDate: string;
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

/** The message that carries a direct debit file of the membership fees to the office. */
export function directDebitFileMail(options: DirectDebitFileMailOptions): RenderedMail {
  const { locale, productName, paymentDate, count, controlSumCents, leftOut, link } = options;
  const total = euro(controlSumCents, locale);
  if (locale === 'de') {
    return renderAccountMail({
      subject: `${productName}: SEPA-Lastschriftdatei Mitgliedsbeiträge zum ${day(paymentDate, locale)}`,
      greeting: 'Hallo,',
      paragraphs: [
        `anbei die SEPA-Lastschriftdatei (pain.008) der Mitgliedsbeiträge des Elternvereins zum ${day(paymentDate, locale)}: ${count} Lastschriften, zusammen ${total}.`,
        leftOut > 0
          ? `${leftOut} Mitgliedsfamilien ohne gültiges Mandat sind nicht enthalten; das Portal nennt sie.`
          : 'Alle Mitgliedsfamilien sind enthalten.',
      ],
      linkLabel: 'Im Portal öffnen',
      link,
      footer: `Diese E-Mail wurde beim Erstellen der Datei in ${productName} angefordert.`,
    });
  }
  return renderAccountMail({
    subject: `${productName}: SEPA direct debit file, membership fees of ${day(paymentDate, locale)}`,
    greeting: 'Hello,',
    paragraphs: [
      `attached is the SEPA direct debit file (pain.008) of the parents' association's membership fees to be collected on ${day(paymentDate, locale)}: ${count} collections, ${total} in all.`,
      leftOut > 0
        ? `${leftOut} member families without a valid mandate are not in it; the portal lists them.`
        : 'Every member family is in it.',
    ],
    linkLabel: 'Open the portal',
    link,
    footer: `This e-mail was asked for when the file was made in ${productName}.`,
  });
}
