import { eq } from 'drizzle-orm';
import type { DocumentRow } from '../../../shared/model/document';
import type { Database } from '../../db/database';
import { documents } from '../../db/schema';
import { notFound } from '../../errors';
import type { Session } from '../auth/session';
import { ensureMayReadDocument } from './family-scope';
import { findDocument, toDocumentRow } from './list-documents';

/** `GET /api/document/{id}`: 404 for an unknown id, 403 for another family's (README: existence first). */
export async function readDocument(
  db: Database,
  session: Session,
  id: number,
): Promise<DocumentRow> {
  const found = await findDocument(db, id);
  if (!found) throw notFound();
  await ensureMayReadDocument(db, session, found.ownerPersonId, found.type);
  const { ownerPersonId: _owner, ...row } = found;
  return toDocumentRow(row);
}

/**
 * A name a browser saves safely: no path, no quotes or control characters, at most 150
 * characters; the ASCII fallback keeps letters, digits, dot, dash, underscore and space.
 */
export function safeFileName(name: string): { ascii: string; encoded: string } {
  // Control characters and quotes would end a header or its quoted string.
  const printable = [...name.replace(/[\\/]/g, '_')]
    .filter(
      (character) => character.charCodeAt(0) >= 0x20 && character !== '\u007f' && character !== '"',
    )
    .join('');
  const cleaned = printable.trim().slice(0, 150) || 'document';
  // Umlauts lose their dots (ü → u), anything else outside plain ASCII becomes '_'.
  const ascii = cleaned
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.\- ]/g, '_');
  // RFC 5987 leaves ' ( ) * out of the characters allowed unencoded.
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return { ascii, encoded };
}

/**
 * `GET /api/document/{id}/download`: the file as an attachment with its content type and a safe
 * file name (RFC 6266: an ASCII `filename` and the UTF-8 `filename*`), never cached.
 */
export async function downloadDocument(
  db: Database,
  session: Session,
  id: number,
): Promise<Response> {
  const found = await findDocument(db, id);
  if (!found) throw notFound();
  await ensureMayReadDocument(db, session, found.ownerPersonId, found.type);
  const [stored] = await db
    .select({ content: documents.content })
    .from(documents)
    .where(eq(documents.id, id));
  if (!stored?.content) throw notFound();
  const name = safeFileName(found.name);
  return new Response(new Uint8Array(stored.content), {
    headers: {
      'Content-Type': found.mimeType,
      'Content-Length': String(stored.content.byteLength),
      'Content-Disposition': `attachment; filename="${name.ascii}"; filename*=UTF-8''${name.encoded}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
