import type { DocumentListAnswer, DocumentRow } from '../model/document';
import { documentListQuery } from '../model/document';
import { idParamSchema } from '../model/storable';
import { documentCreateSchema, documentInputSchema } from '../rules/document';
import { endpoint } from './endpoint';

/**
 * Documents (spec 001 §2.2 document dialog, §3, §5, §7; `/document`). An admin reads every
 * family's; a customer or member their own family's (their person's, and their spouse's or
 * partner's); an instructor only documents of their own person. Lists leave the others out;
 * a request about another family's document answers 403.
 */

/** `GET /api/document/short-list`: the newest few documents the caller may read, and their total. */
export const shortListDocuments = endpoint<DocumentListAnswer>()({
  method: 'GET',
  path: '/api/document/short-list',
  can: 'document.read',
});

/** `GET /api/document/list`: one page of the documents the caller may read (the list contract), with the total. */
export const listDocuments = endpoint<DocumentListAnswer>()({
  method: 'GET',
  path: '/api/document/list',
  can: 'document.read',
  query: documentListQuery,
});

/** `GET /api/document/{id}`: one document; 404 if unknown, 403 for another family's. */
export const getDocument = endpoint<DocumentRow>()({
  method: 'GET',
  path: '/api/document/:id{[0-9]+}',
  can: 'document.read',
  ownRecords: 'document.read.any',
  params: idParamSchema,
});

/**
 * `GET /api/document/{id}/download`: the file with its content type, as an attachment under a
 * safe file name; 404 if unknown or without content, 403 for another family's.
 */
export const downloadDocument = endpoint<Blob>()({
  method: 'GET',
  path: '/api/document/:id{[0-9]+}/download',
  can: 'document.read',
  ownRecords: 'document.read.any',
  params: idParamSchema,
  answerType: 'blob',
});

/**
 * `PUT /api/document`: renames a document (the dialog; name required, `documents.rules.name`).
 * 409 for a stale version, 404 for an unknown id. Answers the document as stored.
 */
export const saveDocument = endpoint<DocumentRow>()({
  method: 'PUT',
  path: '/api/document',
  can: 'document.manage',
  body: documentInputSchema,
});

/**
 * `POST /api/document` (multipart, like the person and participant saves): `document` as JSON
 * (name required, type, owner's person or none) and `file`, a PDF or a picture by its bytes,
 * under MAX_DOCUMENT_BYTES (shared/model/document-file.ts); 400 on the field otherwise, and
 * nothing stored. Answers the new document.
 */
export const createDocument = endpoint<DocumentRow>()({
  method: 'POST',
  path: '/api/document',
  can: 'document.manage',
  form: { field: 'document', schema: documentCreateSchema },
});
