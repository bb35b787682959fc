import * as v from 'valibot';
import { DOCUMENT_TYPES } from '../model/enums';
import { idSchema, versionSchema } from '../model/storable';
import { textSchema } from './text';

/** Message keys of the document rules (spec 001 §5 "Document"). */
export const DOCUMENT_KEYS = { name: 'documents.rules.name' } as const;

/**
 * The document dialog's values as `PUT /api/document` receives them: the document's id and the
 * version the dialog loaded, and the name (required, under 256 characters; spec 001 §5).
 */
export const documentInputSchema = v.object({
  id: idSchema,
  version: versionSchema,
  // A missing name runs the rule as an empty one, so it reports the rule's message.
  name: v.optional(textSchema({ required: true, messageKey: DOCUMENT_KEYS.name }), ''),
});

/** What `PUT /api/document` receives after the rules. */
export type DocumentInput = v.InferOutput<typeof documentInputSchema>;

/** Message keys of a new document's rules besides the name (issue 17.6 upload). */
export const DOCUMENT_UPLOAD_KEYS = {
  type: 'documents.rules.type',
  owner: 'documents.rules.owner',
  file: 'documents.rules.file',
  fileType: 'documents.rules.fileType',
  fileTooLarge: 'documents.rules.fileTooLarge',
} as const;

/**
 * A new document as `POST /api/document` receives it in its `document` field (multipart, the
 * file beside it in `file`): the name (required, spec 001 §5), the type, and the owner's person
 * (none: the office's own document).
 */
export const documentCreateSchema = v.object({
  name: v.optional(textSchema({ required: true, messageKey: DOCUMENT_KEYS.name }), ''),
  type: v.pipe(
    v.optional(v.string(DOCUMENT_UPLOAD_KEYS.type), ''),
    v.picklist(DOCUMENT_TYPES, DOCUMENT_UPLOAD_KEYS.type),
  ),
  ownerPersonId: v.nullish(idSchema, null),
});

/** What `POST /api/document` receives in `document` after the rules. */
export type DocumentCreateInput = v.InferOutput<typeof documentCreateSchema>;
