import type { Database } from '../database';
import { documents } from '../schema';
import type { BookingSpec } from './booking-planner';
import type { FamilyRecord } from './family-insert';
import { insertAll } from './insert';
import { textPdf } from './pdf';
import type { ServiceRecord } from './services';

const euro = (amount: number) => `${amount.toFixed(2)} EUR`;

function monthsBefore(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - count + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

interface InvoiceOptions {
  family: FamilyRecord;
  month: string;
  number: string;
  type: 'INVOICE' | 'INVOICE_DRAFT' | 'SUPERSEDED_INVOICE';
  lines: { label: string; amount: number }[];
}

function invoice({
  family,
  month,
  number,
  type,
  lines,
}: InvoiceOptions): typeof documents.$inferInsert {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const content = textPdf([
    'Kitebook International School',
    '',
    `${type === 'INVOICE_DRAFT' ? 'Draft invoice' : 'Invoice'} ${number}`,
    `Month: ${month}`,
    `Customer: ${family.familyName} (no. ${family.customerId})`,
    '',
    ...lines.map((line) => `${line.label.padEnd(48, ' ')} ${euro(line.amount)}`),
    '',
    `Total: ${euro(total)}`,
    'The amount will be collected by SEPA direct debit.',
  ]);
  return {
    name: `${type === 'INVOICE_DRAFT' ? 'Draft ' : ''}Invoice ${number}.pdf`,
    type,
    ownerPersonId: family.personId,
    size: content.byteLength,
    mimeType: 'application/pdf',
    content,
    modified: new Date(`${month}-03T06:00:00Z`),
  };
}

/**
 * Monthly invoices of the last three months for up to 30 families with accepted bookings, a
 * draft of the current month and one superseded invoice for the demo parent.
 */
export async function seedDocuments(
  db: Database,
  today: string,
  families: readonly FamilyRecord[],
  bookings: readonly BookingSpec[],
  services: ReadonlyMap<number, ServiceRecord>,
  demoParent: FamilyRecord,
): Promise<number> {
  /** The accepted, priced bookings of a family that run in the month. */
  const linesOf = (family: FamilyRecord, month: string) => {
    const children = new Map(
      family.children.map((child, index) => [child.participantId, index + 1]),
    );
    return bookings
      .filter(
        (booking) =>
          children.has(booking.participantId) &&
          booking.bookingStatus === 'ACCEPTED' &&
          booking.price &&
          booking.startDate.slice(0, 7) <= month &&
          booking.endDate.slice(0, 7) >= month,
      )
      .map((booking) => ({
        label: `${services.get(booking.eventId)?.draft.name ?? 'Service'} (child ${children.get(booking.participantId)})`,
        amount: booking.individualPrice ?? booking.price ?? 0,
      }));
  };
  const months = monthsBefore(today, 3);
  const current = today.slice(0, 7);
  const customers = [demoParent, ...families.filter((family) => family !== demoParent)]
    .filter((family) => [...months, current].some((month) => linesOf(family, month).length > 0))
    .slice(0, 30);
  const rows: (typeof documents.$inferInsert)[] = [];
  months.forEach((month, monthIndex) => {
    let serial = 0;
    for (const family of customers) {
      const lines = linesOf(family, month);
      if (lines.length === 0) continue;
      const number = `KB-${month}-${String(++serial).padStart(4, '0')}`;
      rows.push(invoice({ family, month, number, type: 'INVOICE', lines }));
      // The last invoice of the demo parent was corrected once: the first version is kept.
      if (family === demoParent && monthIndex === months.length - 1 && lines.length > 1) {
        rows.push(
          invoice({
            family,
            month,
            number: `${number}-0`,
            type: 'SUPERSEDED_INVOICE',
            lines: lines.slice(1),
          }),
        );
      }
    }
  });
  const draftLines = linesOf(demoParent, current);
  if (draftLines.length > 0) {
    rows.push(
      invoice({
        family: demoParent,
        month: current,
        number: `KB-${current}-0001`,
        type: 'INVOICE_DRAFT',
        lines: draftLines,
      }),
    );
  }
  await insertAll(db, documents, rows);
  return rows.length;
}
