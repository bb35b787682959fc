import { and, eq, sql } from 'drizzle-orm';
import {
  DOCUMENT_SHORT_LIST_SIZE,
  type DocumentListAnswer,
  type DocumentListQuery,
  type DocumentRow,
} from '../../../shared/model/document';
import type { Database } from '../../db/database';
import { listPage } from '../../db/list-query';
import { documents, persons } from '../../db/schema';
import type { Session } from '../auth/session';
import { documentScope } from './family-scope';

/** The owner as 'family, given', or null without one. */
const ownerName = sql<string | null>`${persons.familyName} || ', ' || ${persons.givenName}`;

/** The columns of a {@link DocumentRow} (the content stays in the table). */
export const documentColumns = {
  id: documents.id,
  version: documents.version,
  name: documents.name,
  type: documents.type,
  owner: ownerName,
  size: documents.size,
  mimeType: documents.mimeType,
  modified: documents.modified,
};

type StoredRow = Omit<DocumentRow, 'modified'> & { modified: Date };

/** A stored row as the API answers it: the date as ISO text. */
export const toDocumentRow = (row: StoredRow): DocumentRow => ({
  ...row,
  modified: row.modified.toISOString(),
});

const selectDocuments = (db: Database) =>
  db
    .select(documentColumns)
    .from(documents)
    .leftJoin(persons, eq(persons.id, documents.ownerPersonId))
    .$dynamic();

/**
 * `GET /api/document/list`: one page of the documents the caller may read (every one for an
 * admin, else the family's), searched in name and owner, filtered by type, with the total.
 */
export async function listDocumentPage(
  db: Database,
  session: Session,
  query: DocumentListQuery,
): Promise<DocumentListAnswer> {
  const scope = await documentScope(db, session);
  const page = await listPage(db, selectDocuments(db), query, {
    orderColumns: {
      modified: documents.modified,
      name: documents.name,
      type: documents.type,
      owner: ownerName,
      size: documents.size,
    },
    id: documents.id,
    where: and(scope, query.type ? eq(documents.type, query.type) : undefined),
    searchColumns: [documents.name, ownerName],
    withTotal: true,
  });
  return {
    documents: page.items.map(toDocumentRow),
    total: page.total ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/** `GET /api/document/short-list`: the newest few documents the caller may read, and the total. */
export function listNewestDocuments(db: Database, session: Session): Promise<DocumentListAnswer> {
  return listDocumentPage(db, session, {
    page: 1,
    pageSize: DOCUMENT_SHORT_LIST_SIZE,
    orderBy: 'modified',
    asc: false,
  });
}

/** One document by id with its owner's person id, or null. */
export async function findDocument(db: Database, id: number) {
  const [row] = await db
    .select({ ...documentColumns, ownerPersonId: documents.ownerPersonId })
    .from(documents)
    .leftJoin(persons, eq(persons.id, documents.ownerPersonId))
    .where(eq(documents.id, id));
  return row ?? null;
}
