import { and, eq, sql } from 'drizzle-orm';
import type { DocumentRow } from '../../../shared/model/document';
import type { DocumentInput } from '../../../shared/rules/document';
import type { Database } from '../../db/database';
import { documents } from '../../db/schema';
import { notFound, staleVersion } from '../../errors';
import { findDocument, toDocumentRow } from './list-documents';

/**
 * `PUT /api/document`: renames a document when `version` is the stored one (409 otherwise, 404
 * for an unknown id); the change time moves with it. Answers the stored document.
 */
export async function saveDocument(db: Database, input: DocumentInput): Promise<DocumentRow> {
  const updated = await db
    .update(documents)
    .set({ name: input.name, modified: new Date(), version: sql`${documents.version} + 1` })
    .where(and(eq(documents.id, input.id), eq(documents.version, input.version)))
    .returning({ id: documents.id });
  if (updated.length === 0) {
    const exists = await findDocument(db, input.id);
    throw exists ? staleVersion() : notFound();
  }
  const { ownerPersonId: _owner, ...row } = (await findDocument(db, input.id))!;
  return toDocumentRow(row);
}
