import type { InputOf } from '../contracts/endpoint';
import {
  createDocument,
  downloadDocument,
  getDocument,
  listDocuments,
  saveDocument,
} from '../contracts/document';
import type { DocumentCreateInput } from '../rules/document';
import type { DocumentListQuery, DocumentRow } from '../model/document';
import type { ListAnswer } from '../model/list';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';
import { toQueryText } from './list-query-text';

/** One page of the documents ({@link listDocuments}) as the data table reads a list. */
export async function fetchDocumentPage(
  client: ApiClient,
  query: DocumentListQuery,
  options?: CallOptions,
): Promise<ListAnswer<DocumentRow>> {
  const answer = await call(
    client,
    listDocuments,
    { query: toQueryText<InputOf<typeof listDocuments.query>>(query) },
    options,
  );
  return {
    items: answer.documents,
    total: answer.total,
    page: answer.page,
    pageSize: answer.pageSize,
  };
}

/** One document ({@link getDocument}). */
export const fetchDocument = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<DocumentRow> => call(client, getDocument, { params: { id } }, options);

/** A document's file ({@link downloadDocument}). */
export const fetchDocumentFile = (
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<Blob> => call(client, downloadDocument, { params: { id } }, options);

/** Renames a document ({@link saveDocument}); 409 on a stale version. */
export const storeDocument = (
  client: ApiClient,
  input: InputOf<typeof saveDocument.body>,
  options?: CallOptions,
): Promise<DocumentRow> => call(client, saveDocument, { body: input }, options);

/**
 * Uploads a new document ({@link createDocument}, multipart: `document` as JSON and `file`);
 * 400 on the field for a missing name or type, an unknown owner, or a file refused by size or
 * content.
 */
export function uploadDocument(
  client: ApiClient,
  document: DocumentCreateInput,
  file: Blob,
  options?: CallOptions,
): Promise<DocumentRow> {
  const form = new FormData();
  form.set('document', JSON.stringify(document));
  form.set('file', file);
  return call(client, createDocument, { body: form }, options);
}
