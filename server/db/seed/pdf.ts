/**
 * A minimal one-page PDF of text lines (Helvetica, WinAnsi). Enough for demo invoices that open
 * in any viewer; real invoices are rendered by server/documents.
 */
export function textPdf(lines: readonly string[]): Uint8Array {
  // Latin-1 matches WinAnsi for letters like ä, é, ß; other characters lose their accents.
  const latin1 = (text: string) =>
    [...text.normalize('NFC')]
      .map((char) => {
        if (char.charCodeAt(0) < 256) return char;
        const plain = char.normalize('NFD').charAt(0);
        return plain.charCodeAt(0) < 256 ? plain : '?';
      })
      .join('');
  const escape = (text: string) => latin1(text).replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = [
    'BT',
    '/F1 11 Tf',
    '16 TL',
    '56 780 Td',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
