import * as v from 'valibot';
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
