import * as v from 'valibot';
import { BUSINESS_AREAS, GRADES } from './enums';
import { booleanText, choiceText, listQuerySchema } from './list';
import { idSchema, idTextSchema, STORABLE_KEYS } from './storable';

/**
 * The query of `GET /api/event` and of the `/event` screen's URL: by name (or area, key, dates,
 * participants), a search in name and key, and filters by business area, school year (id) and
 * `inconsistent` (only services with an inconsistency — the dashboard's tile opens this).
 */
export const eventListQuery = listQuerySchema({
  orderBy: ['name', 'businessArea', 'key', 'startDate', 'endDate', 'participants'],
  search: true,
  filters: {
    businessArea: v.optional(choiceText(BUSINESS_AREAS)),
    schoolYear: v.optional(idTextSchema),
    inconsistent: v.optional(booleanText),
  },
});
export type EventListQuery = v.InferOutput<typeof eventListQuery>;

/** Page size of a service's participants tab (spec 002 §9). */
export const PARTICIPANT_PAGE_SIZE = 20;

/**
 * The query of `GET /api/participant/by-event/{eventId}` (spec 002 §7): sorted by given name
 * unless asked otherwise, 20 a page; an empty page means the list is complete.
 */
export const eventParticipantsQuery = listQuerySchema({
  orderBy: ['givenName', 'familyName', 'registrationDate', 'bookingStatus', 'clazz'],
  pageSize: PARTICIPANT_PAGE_SIZE,
});
export type EventParticipantsQuery = v.InferOutput<typeof eventParticipantsQuery>;

/** `?schoolYear` (an id) of the composer's service pickers; the year in its booking phase without. */
export const schoolYearQuery = v.object({ schoolYear: v.optional(idTextSchema) });

const gradeText = v.picklist(GRADES, STORABLE_KEYS.invalidInput);

/** `?schoolYear&grades` (repeated) of `GET /api/participant/filter`. */
export const participantFilterQuery = v.object({
  schoolYear: v.optional(idTextSchema),
  grades: v.pipe(
    v.optional(v.union([gradeText, v.array(gradeText)], STORABLE_KEYS.invalidInput), []),
    v.transform((grades) => (typeof grades === 'string' ? [grades] : grades)),
  ),
});

/** `PUT /api/event/persons`: people of the composer's basket, each an id and an uppercase type. */
export const PERSON_TYPES = ['USER', 'PERSON', 'CUSTOMER', 'INSTRUCTOR', 'PARTICIPANT'] as const;
export const basketPersonsSchema = v.pipe(
  v.array(
    v.object({
      id: idSchema,
      type: v.picklist(PERSON_TYPES, STORABLE_KEYS.invalidInput),
    }),
    STORABLE_KEYS.invalidInput,
  ),
  v.maxLength(10_000, STORABLE_KEYS.invalidInput),
);

/** `POST /api/participant/by-event`: the service (its id is what counts). */
export const eventRefSchema = v.object({
  id: idSchema,
});
