import * as v from 'valibot';
import { DOCUMENT_TYPES, type DocumentType } from './enums';
import { choiceText, listQuerySchema } from './list';

/**
 * A document (spec 001 §3 "Document") as lists and the dialog show it: an invoice, a draft or
 * a superseded invoice of a family. The content itself comes through the download.
 */
export interface DocumentRow {
  id: number;
  version: number;
  name: string;
  type: DocumentType;
  /** The owner's name as 'family, given'; null once the owner's person is gone. */
  owner: string | null;
  /** Bytes. */
  size: number;
  mimeType: string;
  /** ISO date and time of the last change. */
  modified: string;
}

/** What `GET /api/document/list` and `/short-list` answer (spec 001 §7: documents and total). */
export interface DocumentListAnswer {
  documents: DocumentRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** How many of the newest documents `GET /api/document/short-list` answers. */
export const DOCUMENT_SHORT_LIST_SIZE = 5;

/**
 * The query of `GET /api/document/list` and of `/document`'s URL: newest first by default (or
 * by name, type, owner, size), a search in name and owner, and a filter by type.
 */
export const documentListQuery = listQuerySchema({
  orderBy: ['modified', 'name', 'type', 'owner', 'size'],
  asc: false,
  search: true,
  filters: { type: v.optional(choiceText(DOCUMENT_TYPES)) },
});

/** The parsed document list query. */
export type DocumentListQuery = v.InferOutput<typeof documentListQuery>;
