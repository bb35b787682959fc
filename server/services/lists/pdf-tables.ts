import PDFDocument from 'pdfkit';

/** One table of a lists PDF: it starts on a page of its own, its header repeated on each. */
export interface PdfTable {
  title: string;
  subtitle?: string;
  /** Column titles with their share of the page width (the shares add up to 1). */
  columns: readonly { title: string; share: number }[];
  rows: readonly (readonly string[])[];
  /** Written instead of the table when it has no rows. */
  empty: string;
}

export interface PdfTablesOptions {
  title: string;
  layout?: 'portrait' | 'landscape';
  /** What to write when there is no table at all. */
  empty?: string;
}

const MARGIN = 28;

/**
 * The transport lists and dismissal sheets as A4 PDF (pdfkit, as the presence PDF): each table
 * on its own page(s), bordered cells, the header row repeated after a page break.
 */
export function renderPdfTables(
  tables: readonly PdfTable[],
  { title, layout = 'portrait', empty = '' }: PdfTablesOptions,
): Promise<Uint8Array> {
  const page = { size: 'A4', layout, margin: MARGIN } as const;
  const doc = new PDFDocument({ ...page, autoFirstPage: false, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  if (tables.length === 0) {
    doc.addPage(page);
    doc.font('Helvetica-Bold').fontSize(14).text(title, MARGIN, MARGIN);
    doc.font('Helvetica').fontSize(10).moveDown(0.5).text(empty);
  }
  for (const table of tables) {
    doc.addPage(page);
    const width = doc.page.width - 2 * MARGIN;
    const widths = table.columns.map((column) => column.share * width);
    const heading = () => {
      doc.font('Helvetica-Bold').fontSize(13).text(table.title, MARGIN, MARGIN, { width });
      if (table.subtitle) doc.font('Helvetica').fontSize(9).text(table.subtitle, { width });
      doc.moveDown(0.5);
    };
    const row = (cells: readonly string[], bold: boolean) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      const height =
        Math.max(
          ...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! - 6 })),
        ) + 6;
      if (doc.y + height > doc.page.height - MARGIN) {
        doc.addPage(page);
        heading();
        if (!bold)
          row(
            table.columns.map((column) => column.title),
            true,
          );
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      }
      const top = doc.y;
      let x = MARGIN;
      cells.forEach((cell, index) => {
        const cellWidth = widths[index]!;
        if (bold) doc.rect(x, top, cellWidth, height).fill('#eeeeee');
        doc.rect(x, top, cellWidth, height).lineWidth(0.5).stroke('#888888');
        doc.fillColor('#000000').text(cell, x + 3, top + 3, { width: cellWidth - 6 });
        x += cellWidth;
      });
      doc.x = MARGIN;
      doc.y = top + height;
    };
    heading();
    if (table.rows.length === 0) {
      doc.font('Helvetica').fontSize(10).text(table.empty, MARGIN);
      continue;
    }
    row(
      table.columns.map((column) => column.title),
      true,
    );
    for (const cells of table.rows) row(cells, false);
  }
  doc.end();
  return done;
}
