import * as v from 'valibot';
import { GENDERS } from '../model/enums';
import { textSchema } from './text';

/** Given name: required (`!.rules.given-name`), trimmed, at most 255 characters. */
export const givenNameSchema = textSchema({ required: true, messageKey: '!.rules.given-name' });

/** Family name: required (`!.rules.family-name`), trimmed, at most 255 characters. */
export const familyNameSchema = textSchema({ required: true, messageKey: '!.rules.family-name' });

/** Title (Dr., Prof. …): optional, at most 255 characters. */
export const titleSchema = textSchema();

/** Gender: one of {@link GENDERS} (`!.rules.gender`). */
export const genderSchema = v.picklist(GENDERS, '!.rules.gender');
