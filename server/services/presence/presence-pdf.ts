import PDFDocument from 'pdfkit';
import type { Locale } from '../../../shared/model/enums';
import type { PresenceRow } from '../../../shared/model/presence';
import type { Reader } from '../../db/database';
import { invalidInput } from '../../errors';
import type { Session } from '../auth/session';
import { pdfLabels, type PdfLabels } from './pdf-labels';
import { readRegisters } from './read-register';
import { readRegisterSlot, type RegisterSlot } from './register-slot';
import { serviceDatesFrom } from './service-dates';

/**
 * `GET /api/presence/documents/export`: the presence list of 1 to 8 service dates from `date`
 * on as a PDF (spec 001 §2.3, §7): one row per child (by family name) with the class, the
 * pick-up persons and phone numbers, and a column per date to tick on paper — filled with the
 * arrival time where it is known, "absent" for a reported absence. PENDING requests are left
 * out, as the screen hides them by default. Labels and dates in `locale` (pdf-labels.ts): the
 * route passes the screen's language, else the requester's (as the e-mails choose).
 */
export async function presencePdf(
  db: Reader,
  session: Session,
  {
    date,
    recurrenceId,
    numberOfDays,
    locale,
  }: { date: string; recurrenceId: number; numberOfDays: number; locale: Locale },
): Promise<Uint8Array> {
  const slot = await readRegisterSlot(db, session, recurrenceId);
  const dates = serviceDatesFrom(slot.service, slot.calendar, date, numberOfDays);
  if (dates.length === 0)
    throw invalidInput([{ path: 'date', message: 'presence.pdf.noDates' }], 'presence.pdf.noDates');
  const registers = await readRegisters(db, slot, dates);
  const labels = pdfLabels(locale);
  return renderPdf(slot, dates, childrenOf(dates, registers, labels), labels);
}

interface Child {
  name: string;
  clazz: string;
  contacts: string;
  cells: Map<string, string>;
}

/** The children of all dates, each once, with what each date's column says. */
function childrenOf(
  dates: readonly string[],
  registers: Map<string, PresenceRow[]>,
  labels: PdfLabels,
): Child[] {
  const children = new Map<number, Child & { sort: string }>();
  for (const date of dates) {
    for (const row of registers.get(date) ?? []) {
      if (row.bookingStatus === 'PENDING') continue;
      let child = children.get(row.participantId);
      if (!child) {
        child = {
          sort: `${row.familyName}\u0000${row.givenName}`,
          name: `${row.familyName}, ${row.givenName}`,
          clazz: row.clazz ?? '',
          contacts: row.contactSet
            .map((contact) => `${contact.name}${contact.phone ? ` ${contact.phone}` : ''}`)
            .join('\n'),
          cells: new Map(),
        };
        children.set(row.participantId, child);
      }
      const cell = row.absent
        ? `${labels.absent}${row.absentNotes ? `: ${row.absentNotes}` : ''}`
        : [
            row.present ? (row.time ?? labels.present) : '',
            row.pickedUp ? `→ ${row.pickUpTime ?? ''}` : '',
          ]
            .filter(Boolean)
            .join(' ');
      child.cells.set(date, cell);
    }
  }
  return [...children.values()].sort((a, b) => a.sort.localeCompare(b.sort));
}

const PAGE = { size: 'A4', layout: 'landscape', margin: 28 } as const;

/** A table on landscape A4 pages, the header row repeated on each page. */
function renderPdf(
  slot: RegisterSlot,
  dates: readonly string[],
  children: readonly Child[],
  labels: PdfLabels,
): Promise<Uint8Array> {
  const doc = new PDFDocument({ ...PAGE, info: { Title: `${labels.title} ${slot.service.name}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const { service } = slot;
  const left = PAGE.margin;
  const width = doc.page.width - 2 * PAGE.margin;
  const fixed = { name: 150, clazz: 60, contacts: 200 };
  const dateWidth = (width - fixed.name - fixed.clazz - fixed.contacts) / dates.length;
  const columns = [
    { title: labels.child, width: fixed.name },
    { title: labels.clazz, width: fixed.clazz },
    { title: labels.contacts, width: fixed.contacts },
    ...dates.map((date) => ({ title: labels.date(date), width: dateWidth })),
  ];
  const title = () => {
    doc
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(`${labels.title}: ${service.name}`, left, PAGE.margin);
    const time = service.endTime ? `${service.time}–${service.endTime}` : service.time;
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`${labels.weekday(service.dayOfWeek)} ${time}`, left);
    doc.moveDown(0.5);
  };
  const row = (cells: readonly string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(cell, { width: columns[index]!.width - 6 }),
        ),
      ) + 6;
    if (doc.y + height > doc.page.height - PAGE.margin) {
      doc.addPage(PAGE);
      title();
      if (!bold)
        row(
          columns.map((column) => column.title),
          true,
        );
    }
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const cellWidth = columns[index]!.width;
      doc.rect(x, top, cellWidth, height).lineWidth(0.5).stroke('#888888');
      doc.fillColor('#000000').text(cell, x + 3, top + 3, { width: cellWidth - 6 });
      x += cellWidth;
    });
    doc.x = left;
    doc.y = top + height;
  };
  title();
  row(
    columns.map((column) => column.title),
    true,
  );
  for (const child of children)
    row(
      [
        child.name,
        child.clazz,
        child.contacts,
        ...dates.map((date) => child.cells.get(date) ?? ''),
      ],
      false,
    );
  doc.end();
  return done;
}
