import PDFDocument from 'pdfkit';
import type { Locale } from '../../../shared/model/enums';
import type { InvoiceLine, InvoiceProduct } from '../../../shared/model/invoice';
import { formatCents, formatDay, formatMonth, invoiceLabels, maskIban } from './invoice-labels';

/** Everything an invoice's PDF shows. */
export interface InvoicePdfContent {
  locale: Locale;
  organisationName: string;
  creditorId: string;
  number: string;
  issuedOn: string;
  collectionDate: string;
  year: number;
  month: number;
  product: InvoiceProduct;
  /** The addressee: the customer's name and first address lines. */
  addressLines: string[];
  lines: readonly InvoiceLine[];
  totalCents: number;
  mandate: { id: string; iban: string } | null;
  /** The number of the invoice this one replaces (a correction). */
  corrects: string | null;
}

const MARGIN = 50;
/** Column shares of the table: child, service, period, price, discount, amount. */
const SHARES = [0.17, 0.29, 0.17, 0.11, 0.14, 0.12];

/**
 * An invoice as A4 PDF (pdfkit, as the lists and the presence PDF): letterhead, addressee,
 * number and date, a line per booking with its discount, the total with the VAT it contains per
 * rate, and how it is paid (direct debit on the announced day, or a transfer).
 */
export function renderInvoicePdf(content: InvoicePdfContent): Promise<Uint8Array> {
  const labels = invoiceLabels(content.locale);
  const money = (cents: number) => formatCents(cents, content.locale);
  const day = (iso: string) => formatDay(iso, content.locale);
  const title = labels.documentName(content.number);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(14).text(content.organisationName);
  doc.moveDown(1.5).font('Helvetica').fontSize(10);
  for (const line of content.addressLines) doc.text(line);
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(16).text(labels.invoice);
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  doc.text(`${labels.number}: ${content.number}`);
  doc.text(`${labels.issuedOn}: ${day(content.issuedOn)}`);
  doc.text(
    `${labels.period}: ${labels.product[content.product]}, ${formatMonth(content.year, content.month, content.locale)}`,
  );
  if (content.corrects) doc.text(labels.corrects(content.corrects));
  doc.moveDown(1);

  const widths = SHARES.map((share) => share * width);
  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 }))) + 6;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const align = i >= 3 ? 'right' : 'left';
      doc.text(cell, x + 3, top + 3, { width: widths[i]! - 6, align });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .lineWidth(0.5)
      .stroke('#999999');
    doc.x = MARGIN;
    doc.y = top + height;
  };
  row(
    [labels.child, labels.service, labels.period, labels.price, labels.discount, labels.amount],
    true,
  );
  if (content.lines.length === 0)
    doc.font('Helvetica').fontSize(10).moveDown(0.5).text(labels.noCharges);
  for (const line of content.lines) {
    row([
      line.participantName,
      `${line.serviceName} (${labels.priceLabel[line.labelKey]})`,
      line.periodFrom === line.periodTo
        ? day(line.periodFrom)
        : `${day(line.periodFrom)} – ${day(line.periodTo)}`,
      money(line.baseCents),
      line.discountName
        ? `${line.discountName} ${line.discountPercent} %: -${money(line.discountCents)}`
        : '',
      money(line.amountCents),
    ]);
  }
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11);
  doc.text(`${labels.total}: ${money(content.totalCents)}`, MARGIN, doc.y, {
    width,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(9);
  const byRate = new Map<number, number>();
  for (const line of content.lines)
    if (line.vatPercent > 0)
      byRate.set(line.vatPercent, (byRate.get(line.vatPercent) ?? 0) + line.vatCents);
  for (const [percent, cents] of byRate)
    doc.text(`${labels.vatContained(percent)}: ${money(cents)}`, MARGIN, doc.y, {
      width,
      align: 'right',
    });

  doc.moveDown(1.5).fontSize(10);
  const payment = content.mandate
    ? labels.directDebit(
        day(content.collectionDate),
        maskIban(content.mandate.iban),
        content.mandate.id,
        content.creditorId,
      )
    : labels.transfer(day(content.collectionDate));
  if (content.totalCents > 0) doc.text(payment, MARGIN, doc.y, { width });
  doc.end();
  return done;
}
