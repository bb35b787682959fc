import * as contract from '../../shared/contracts/document';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import { listDocumentPage, listNewestDocuments } from '../services/document/list-documents';
import { downloadDocument, readDocument } from '../services/document/read-document';
import { saveDocument } from '../services/document/save-document';

/** `/api/document`: the lists, one document, its download and the rename (spec 001 §7). */
export const documentRoutes = [
  route(contract.shortListDocuments, (c) => listNewestDocuments(c.var.deps.db, requiredSession(c))),
  route(contract.listDocuments, (c, { query }) =>
    listDocumentPage(c.var.deps.db, requiredSession(c), query),
  ),
  route(contract.getDocument, (c, { params }) =>
    readDocument(c.var.deps.db, requiredSession(c), params.id),
  ),
  route(contract.downloadDocument, (c, { params }) =>
    downloadDocument(c.var.deps.db, requiredSession(c), params.id),
  ),
  route(contract.saveDocument, (c, { body }) => saveDocument(c.var.deps.db, body)),
];
