import { eq } from 'drizzle-orm';
import type { DocumentRow } from '../../../shared/model/document';
import {
  detectDocumentType,
  MAX_DOCUMENT_BYTES,
  type DocumentFileType,
} from '../../../shared/model/document-file';
import { DOCUMENT_UPLOAD_KEYS, type DocumentCreateInput } from '../../../shared/rules/document';
import type { Database } from '../../db/database';
import { documents, persons } from '../../db/schema';
import { invalidInput } from '../../errors';
import { findDocument, toDocumentRow } from './list-documents';

/** The multipart field of the file in `POST /api/document`. */
export const DOCUMENT_FILE_FIELD = 'file';

/** An uploaded document that passed the size and type checks. */
export interface UploadedDocument {
  mimeType: DocumentFileType;
  bytes: Uint8Array;
}

const refuse = (
  path: string,
  message: (typeof DOCUMENT_UPLOAD_KEYS)[keyof typeof DOCUMENT_UPLOAD_KEYS],
) => invalidInput([{ path, message }], message);

/** The 400 for a file too large, also when the whole body is over its limit before parsing. */
export const documentTooLarge = () =>
  refuse(DOCUMENT_FILE_FIELD, DOCUMENT_UPLOAD_KEYS.fileTooLarge);

/**
 * The uploaded file checked as every upload is: present, under MAX_DOCUMENT_BYTES, and a PDF or
 * a picture by its bytes, whatever name or type the browser gave it. 400 on `file` otherwise.
 */
export async function checkedDocumentFile(file: unknown): Promise<UploadedDocument> {
  if (!(file instanceof Blob) || file.size === 0)
    throw refuse(DOCUMENT_FILE_FIELD, DOCUMENT_UPLOAD_KEYS.file);
  if (file.size > MAX_DOCUMENT_BYTES) throw documentTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mimeType = detectDocumentType(bytes);
  if (!mimeType) throw refuse(DOCUMENT_FILE_FIELD, DOCUMENT_UPLOAD_KEYS.fileType);
  return { mimeType, bytes };
}

/**
 * `POST /api/document`: stores a new document with its content in the table, as the download
 * reads it; the owner must be a person on file (400 on `ownerPersonId`), none makes it the
 * office's. Answers the stored document.
 */
export async function createDocument(
  db: Database,
  input: DocumentCreateInput,
  file: UploadedDocument,
  now: Date,
): Promise<DocumentRow> {
  const id = await db.transaction(async (tx) => {
    if (input.ownerPersonId !== null) {
      // Held until the insert: the owner cannot vanish in between (a foreign-key 500).
      const [owner] = await tx
        .select({ id: persons.id })
        .from(persons)
        .where(eq(persons.id, input.ownerPersonId))
        .for('share');
      if (!owner) throw refuse('ownerPersonId', DOCUMENT_UPLOAD_KEYS.owner);
    }
    const [row] = await tx
      .insert(documents)
      .values({
        name: input.name,
        type: input.type,
        ownerPersonId: input.ownerPersonId,
        size: file.bytes.byteLength,
        mimeType: file.mimeType,
        content: file.bytes,
        modified: now,
      })
      .returning({ id: documents.id });
    return row!.id;
  });
  const { ownerPersonId: _owner, ...stored } = (await findDocument(db, id))!;
  return toDocumentRow(stored);
}
