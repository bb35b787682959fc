import type { Locale } from '../../../shared/model/enums';
import type { InvoiceProduct } from '../../../shared/model/invoice';
import type { PriceLabelKey } from '../../../shared/model/price-label';

/** What an invoice's PDF, its document name and its pre-notification write, per language. */
export interface InvoiceLabels {
  product: Record<InvoiceProduct, string>;
  priceLabel: Record<PriceLabelKey, string>;
  invoice: string;
  documentName(number: string): string;
  number: string;
  issuedOn: string;
  period: string;
  child: string;
  service: string;
  days: string;
  price: string;
  discount: string;
  amount: string;
  total: string;
  vatContained(percent: number): string;
  noCharges: string;
  corrects(number: string): string;
  directDebit(date: string, iban: string, mandate: string, creditorId: string): string;
  transfer(date: string): string;
  /** The pre-notification mail. */
  mailSubject(productName: string, number: string): string;
  greeting(name: string): string;
  mailAmount(amount: string, month: string, product: string): string;
  mailLink: string;
  mailFooter(productName: string): string;
}

const EN: InvoiceLabels = {
  product: {
    eca: 'After-school activities',
    'school-bus': 'School bus',
    childminding: 'Childminding',
    'holiday-camp': 'Holiday camps',
    'parent-activities': 'Parent activities',
  },
  priceLabel: {
    'booking.price.servicePrice': 'service price',
    'booking.price.oneTimeCost': 'one-time cost',
    'booking.price.monthlyCost': 'monthly cost',
  },
  invoice: 'Invoice',
  documentName: (number) => `Invoice ${number}`,
  number: 'Invoice number',
  issuedOn: 'Date',
  period: 'Period',
  child: 'Child',
  service: 'Service',
  days: 'Days',
  price: 'Price',
  discount: 'Discount',
  amount: 'Amount',
  total: 'Total',
  vatContained: (percent) => `Included VAT ${percent} %`,
  noCharges: 'Nothing is charged for this month.',
  corrects: (number) => `This invoice replaces invoice ${number}.`,
  directDebit: (date, iban, mandate, creditorId) =>
    `The total will be collected by SEPA direct debit on ${date} from the account ${iban} (mandate ${mandate}, creditor identifier ${creditorId}).`,
  transfer: (date) => `Please transfer the total by ${date}, giving the invoice number.`,
  mailSubject: (productName, number) => `${productName}: invoice ${number}`,
  greeting: (name) => `Hello ${name},`,
  mailAmount: (amount, month, product) =>
    `your invoice for ${product}, ${month}, comes to ${amount}.`,
  mailLink: 'Your documents',
  mailFooter: (productName) =>
    `You receive this e-mail because your family books services with ${productName}.`,
};

const DE: InvoiceLabels = {
  product: {
    eca: 'Nachmittagsangebote',
    'school-bus': 'Schulbus',
    childminding: 'Betreuung',
    'holiday-camp': 'Ferienprogramme',
    'parent-activities': 'Elternangebote',
  },
  priceLabel: {
    'booking.price.servicePrice': 'Angebotspreis',
    'booking.price.oneTimeCost': 'einmalige Kosten',
    'booking.price.monthlyCost': 'monatliche Kosten',
  },
  invoice: 'Rechnung',
  documentName: (number) => `Rechnung ${number}`,
  number: 'Rechnungsnummer',
  issuedOn: 'Datum',
  period: 'Zeitraum',
  child: 'Kind',
  service: 'Angebot',
  days: 'Tage',
  price: 'Preis',
  discount: 'Ermäßigung',
  amount: 'Betrag',
  total: 'Gesamt',
  vatContained: (percent) => `Enthaltene MwSt. ${String(percent).replace('.', ',')} %`,
  noCharges: 'Für diesen Monat wird nichts berechnet.',
  corrects: (number) => `Diese Rechnung ersetzt die Rechnung ${number}.`,
  directDebit: (date, iban, mandate, creditorId) =>
    `Der Gesamtbetrag wird am ${date} per SEPA-Lastschrift von dem Konto ${iban} eingezogen (Mandat ${mandate}, Gläubiger-ID ${creditorId}).`,
  transfer: (date) =>
    `Bitte überweisen Sie den Gesamtbetrag bis zum ${date} unter Angabe der Rechnungsnummer.`,
  mailSubject: (productName, number) => `${productName}: Rechnung ${number}`,
  greeting: (name) => `Hallo ${name},`,
  mailAmount: (amount, month, product) =>
    `Ihre Rechnung für ${product}, ${month}, beträgt ${amount}.`,
  mailLink: 'Ihre Dokumente',
  mailFooter: (productName) =>
    `Sie erhalten diese E-Mail, weil Ihre Familie Angebote bei ${productName} bucht.`,
};

export const invoiceLabels = (locale: Locale): InvoiceLabels => (locale === 'de' ? DE : EN);

/** Euro from cents in the language's style ("1.234,50 €", "€1,234.50"). */
export const formatCents = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);

/** A day (`yyyy-MM-dd`) in the language's style. */
export const formatDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** A month in the language ("November 2026"). */
export const formatMonth = (year: number, month: number, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));

/** An IBAN with all but its last four characters hidden. */
export const maskIban = (iban: string | null) =>
  iban === null
    ? ''
    : `${'*'.repeat(Math.max(0, iban.replace(/\s/g, '').length - 4))}${iban.replace(/\s/g, '').slice(-4)}`;
