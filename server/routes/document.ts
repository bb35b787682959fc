import * as contract from '../../shared/contracts/document';
import { MAX_DOCUMENT_BYTES } from '../../shared/model/document-file';
import { routeBodyLimit } from '../http/body-limit';
import { requiredSession } from '../http/guard';
import { route } from '../http/route';
import {
  checkedDocumentFile,
  createDocument,
  DOCUMENT_FILE_FIELD,
  documentTooLarge,
} from '../services/document/create-document';
import { listDocumentPage, listNewestDocuments } from '../services/document/list-documents';
import { downloadDocument, readDocument } from '../services/document/read-document';
import { saveDocument } from '../services/document/save-document';

/** The multipart body holds the document's JSON besides the file: allow some room for it. */
const MAX_DOCUMENT_BODY = MAX_DOCUMENT_BYTES + 64_000;

/** `/api/document`: the lists, one document, its download, the upload and the rename (spec 001 §7). */
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
  route(
    contract.createDocument,
    async (c, { form }) =>
      createDocument(
        c.var.deps.db,
        form.json,
        await checkedDocumentFile(form[DOCUMENT_FILE_FIELD]),
        c.var.deps.now(),
      ),
    {
      before: [
        routeBodyLimit(MAX_DOCUMENT_BODY, () => {
          throw documentTooLarge();
        }),
      ],
    },
  ),
];
