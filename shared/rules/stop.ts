import * as v from 'valibot';
import { idSchema, versionSchema } from '../model/storable';
import { textSchema } from './text';
import { webAddressSchema } from './url';

/** Message keys of the stop rules (spec 002 §5 "Stops": street required; the spec names no keys). */
export const STOP_KEYS = {
  name: 'stops.rules.name',
  nameTaken: 'stops.rules.name-taken',
  street: 'stops.rules.street',
  /** Spec 002 §8: "The stop is associated with a school bus and cannot be deleted." */
  inUse: 'stops.message.inUse',
} as const;

/**
 * A stop as its dialog edits it and `POST /api/stop` receives it: name (unique) and street
 * required, under 256 characters; the picture's address empty or an http(s) address. Without
 * `id` a new stop is created; with it, `version` is the one the dialog loaded.
 */
export const stopInputSchema = v.object({
  id: v.optional(v.nullable(idSchema)),
  version: v.optional(v.nullable(versionSchema)),
  name: textSchema({ required: true, messageKey: STOP_KEYS.name }),
  street: textSchema({ required: true, messageKey: STOP_KEYS.street }),
  imageUrl: v.optional(v.nullable(webAddressSchema), ''),
});

/** What `POST /api/stop` receives after the rules. */
export type StopInput = v.InferOutput<typeof stopInputSchema>;
