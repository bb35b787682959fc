import * as v from 'valibot';
import {
  ANONYMOUS,
  BUSINESS_AREAS,
  GRADES,
  LANGUAGES,
  ROLES,
  WEEKDAYS,
  type BusinessArea,
} from '../model/enums';
import { DATE_PICKER_MIN } from '../model/limits';
import type { MessageId } from '../model/message-ids';
import {
  idSchema,
  int4Schema,
  isStorableDate,
  storableString,
  STORABLE_KEYS,
  versionSchema,
} from '../model/storable';
import { EVENT_KEYS } from './event-keys';
import { isSavedRecurrence, recurrenceIssue } from './event-times';
import { DEFAULT_READ_PERMISSIONS, DEFAULT_REGISTER_PERMISSIONS } from './event-defaults';
import { isReminderName, isSavedReminderText } from './event-texts';
import { textSchema } from './text';
import { webAddressSchema } from './url';

export { EVENT_KEYS };

/** The longest rich text (description, reminder text) stored, in characters. */
export const MAX_RICH_TEXT = 100_000;
/** The largest euro amount a price column holds (numeric(10,2)). */
export const MAX_MONEY = 99_999_999;

const PERMISSION_ROLES = [...ROLES, ANONYMOUS] as const;

/** An optional yyyy-MM-dd date: '' and null mean none. */
const optionalDate = (message: MessageId) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), null),
    v.transform((value) => value || null),
    v.check((value) => value === null || isStorableDate(value), message),
  );

/** A euro amount, not negative, cents at most; null when the field is empty. */
const moneySchema = (message: MessageId) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(message),
        v.finite(message),
        v.minValue(0, message),
        v.maxValue(MAX_MONEY, message),
        v.transform((value) => Math.round(value * 100) / 100),
      ),
    ),
    null,
  );

const idList = v.optional(v.array(idSchema), []);
const richText = v.optional(
  v.nullable(storableString(STORABLE_KEYS.invalidInput, MAX_RICH_TEXT)),
  '',
);

const recurrenceRow = v.object({
  id: v.optional(v.nullable(idSchema), null),
  dayOfWeek: v.optional(
    v.nullable(v.union([v.picklist(WEEKDAYS, EVENT_KEYS.day), v.literal('')], EVENT_KEYS.day)),
    null,
  ),
  time: v.optional(v.nullable(storableString(EVENT_KEYS.time, 5)), null),
  endTime: v.optional(v.nullable(storableString(EVENT_KEYS.time, 5)), null),
});

const stopRow = v.object({
  id: v.optional(v.nullable(idSchema), null),
  version: v.optional(v.nullable(versionSchema), null),
  stopId: int4Schema(1, EVENT_KEYS.stop),
  distance: v.optional(v.nullable(int4Schema(0, EVENT_KEYS.distance)), null),
  totalPrice: moneySchema(EVENT_KEYS.price),
  memberPrice: moneySchema(EVENT_KEYS.price),
});

const reminderRow = v.object({
  name: v.optional(v.nullable(storableString(EVENT_KEYS.reminderName)), ''),
  text: richText,
});

/** The fields of a service as the dialog sends them, each checked on its own. */
const eventFields = v.object({
  id: v.optional(v.nullable(idSchema), null),
  version: v.optional(v.nullable(versionSchema), null),
  name: textSchema({ required: true, messageKey: EVENT_KEYS.name }),
  businessArea: v.picklist(BUSINESS_AREAS, EVENT_KEYS.businessArea),
  key: textSchema({ required: true, messageKey: EVENT_KEYS.key }),
  startDate: optionalDate(EVENT_KEYS.startDate),
  endDate: optionalDate(EVENT_KEYS.endDate),
  registrationDeadline: optionalDate(EVENT_KEYS.registrationDeadline),
  schoolYearId: int4Schema(1, EVENT_KEYS.schoolYear),
  mapsUrl: v.optional(v.nullable(webAddressSchema), ''),
  mapsUrlText: v.optional(v.nullable(textSchema()), ''),
  description: richText,
  /** A new service's picture taken over from the service it was cloned from. */
  imageId: v.optional(v.nullable(idSchema), null),
  eventTypeIds: idList,
  instructorIds: idList,
  locationId: v.optional(v.nullable(int4Schema(1, EVENT_KEYS.location)), null),
  minimumNumber: v.optional(v.nullable(int4Schema(0, EVENT_KEYS.minimum)), null),
  maximumNumber: v.optional(v.nullable(int4Schema(0, EVENT_KEYS.maximum)), null),
  grades: v.optional(v.array(v.picklist(GRADES, STORABLE_KEYS.invalidInput)), []),
  language: v.optional(v.nullable(v.picklist(LANGUAGES, STORABLE_KEYS.invalidInput)), null),
  recurrences: v.optional(v.array(recurrenceRow), []),
  inbound: v.optional(v.boolean(STORABLE_KEYS.invalidInput), false),
  /** The next school year's roll-out copies the service (spec 002 §4). */
  continuesNextYear: v.optional(v.boolean(STORABLE_KEYS.invalidInput), false),
  /** Not offered to families yet (a roll-out's copies start so). */
  draft: v.optional(v.boolean(STORABLE_KEYS.invalidInput), false),
  busStops: v.optional(v.array(stopRow), []),
  reminderTexts: v.optional(v.array(reminderRow), []),
  notificationEmail: v.optional(v.nullable(textSchema()), ''),
  costItems: v.optional(
    v.object({
      administrator: moneySchema(EVENT_KEYS.price),
      instructor: moneySchema(EVENT_KEYS.price),
      material: moneySchema(EVENT_KEYS.price),
    }),
    { administrator: null, instructor: null, material: null },
  ),
  discountModelIds: idList,
  singlePrice: moneySchema(EVENT_KEYS.price),
  singleReducedPrice: moneySchema(EVENT_KEYS.price),
  memberPrice: moneySchema(EVENT_KEYS.memberPrice),
  totalPrice: moneySchema(EVENT_KEYS.totalPrice),
  vat: v.pipe(
    moneySchema(EVENT_KEYS.vat),
    v.transform((vat) => vat ?? 0),
  ),
  readPermissions: v.optional(v.array(v.picklist(PERMISSION_ROLES, STORABLE_KEYS.invalidInput)), [
    ...DEFAULT_READ_PERMISSIONS,
  ]),
  registerPermissions: v.optional(
    v.array(v.picklist(PERMISSION_ROLES, STORABLE_KEYS.invalidInput)),
    [...DEFAULT_REGISTER_PERMISSIONS],
  ),
});

type EventFields = v.InferOutput<typeof eventFields>;

/** One rule broken: the field's path and the message (with values the text interpolates). */
export interface EventIssue {
  path: (string | number)[];
  message: MessageId;
  values?: Record<string, string | number>;
}

/** Whether the price tab asks for member and total price (not childminding, not school). */
export const needsMemberAndTotal = (area: BusinessArea) =>
  area !== 'CHILDMINDING' && area !== 'SCHOOL';

/**
 * The rules between fields of spec 002 §5 on a service whose fields are each valid: dates,
 * event types, location, minimum and maximum (and the location's capacity when known),
 * recurrences, stops, reminder texts and prices. Indexes in paths are the rows as sent.
 */
export function eventIssues(
  event: EventFields,
  { capacity }: EventSchemaOptions = {},
): EventIssue[] {
  const issues: EventIssue[] = [];
  const add = (path: (string | number)[], message: MessageId, values?: EventIssue['values']) =>
    issues.push({ path, message, ...(values ? { values } : {}) });
  const area = event.businessArea;
  const bus = area === 'SCHOOL_BUS';

  if (event.endDate === null) add(['endDate'], EVENT_KEYS.endDate);
  else if (event.startDate !== null && event.endDate < event.startDate)
    add(['endDate'], EVENT_KEYS.endBeforeStart);
  else if (event.startDate === null && event.endDate < DATE_PICKER_MIN)
    add(['endDate'], EVENT_KEYS.endDate);
  if (event.registrationDeadline && event.endDate && event.registrationDeadline > event.endDate)
    add(['registrationDeadline'], EVENT_KEYS.registrationDeadline);

  if (area !== 'CHILDMINDING' && event.eventTypeIds.length === 0)
    add(['eventTypeIds'], EVENT_KEYS.eventTypes);
  if (!bus && event.locationId === null) add(['locationId'], EVENT_KEYS.location);

  const { minimumNumber: min, maximumNumber: max } = event;
  if (min === null) add(['minimumNumber'], EVENT_KEYS.minimum);
  else if (max !== null && min > max) add(['minimumNumber'], EVENT_KEYS.minimumAboveMaximum);
  if (!bus && max !== null && capacity !== undefined && capacity !== null && max > capacity)
    add(['maximumNumber'], EVENT_KEYS.maxExceedsCapacity, { capacity });

  event.recurrences.forEach((row, index) => {
    if (!isSavedRecurrence(row)) return;
    const issue = recurrenceIssue(row, area);
    if (issue) add(['recurrences', index, issue[0]], issue[1] as MessageId);
  });

  if (bus) {
    const seen = new Set<number>();
    event.busStops.forEach((row, index) => {
      if (row.distance === null) add(['busStops', index, 'distance'], EVENT_KEYS.distance);
      if (seen.has(row.stopId)) add(['busStops', index, 'stopId'], EVENT_KEYS.stopTwice);
      seen.add(row.stopId);
    });
  }

  const names = new Set<string>();
  event.reminderTexts.forEach((row, index) => {
    if (!isSavedReminderText(row)) return;
    const name = (row.name ?? '').trim();
    if (!isReminderName(name)) add(['reminderTexts', index, 'name'], EVENT_KEYS.reminderName);
    else if (names.has(name))
      add(['reminderTexts', index, 'name'], EVENT_KEYS.reminderNameCollision);
    names.add(name);
  });

  if (needsMemberAndTotal(area)) {
    if (event.memberPrice === null) add(['memberPrice'], EVENT_KEYS.memberPrice);
    if (event.totalPrice === null) add(['totalPrice'], EVENT_KEYS.totalPrice);
  }
  return issues;
}

/** What the save keeps: saved recurrences and reminder texts only, trimmed names, no stops off the bus. */
function keptRows(event: EventFields) {
  return {
    ...event,
    recurrences: event.recurrences.filter(isSavedRecurrence).map((row) => ({
      ...row,
      dayOfWeek: row.dayOfWeek as (typeof WEEKDAYS)[number],
      time: row.time!,
      endTime: row.endTime || null,
    })),
    reminderTexts: event.reminderTexts
      .filter(isSavedReminderText)
      .map((row) => ({ name: (row.name ?? '').trim(), text: row.text ?? '' })),
    busStops: event.businessArea === 'SCHOOL_BUS' ? event.busStops : [],
    description: event.description ?? '',
    mapsUrl: event.mapsUrl ?? '',
    mapsUrlText: event.mapsUrlText ?? '',
    notificationEmail: event.notificationEmail ?? '',
    minimumNumber: event.minimumNumber ?? 0,
  };
}

/** Options of {@link eventSchema}. */
export interface EventSchemaOptions {
  /**
   * The capacity of the chosen location: the maximum may not exceed it (`max-exceeds-capacity`,
   * not for the bus). The dialog passes the location it shows; the server checks again against
   * the database inside the save's transaction.
   */
  capacity?: number | null;
}

/**
 * A service as the service dialog edits it and `PUT /api/event` receives it (spec 002 §5), with
 * the defaults of §4 for what a new service leaves out. Issues carry the field's path
 * (`recurrences.1.endTime`); rows without day and time and reminder texts without name or text
 * are dropped from the output, as the save drops them.
 */
export function eventSchema(options: EventSchemaOptions = {}) {
  return v.pipe(
    eventFields,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const issue of eventIssues(dataset.value, options)) {
        addIssue({
          message: issue.message,
          // getDotPath reads only the keys; the rows' own values are not needed for a path.
          path: issue.path.map((key) => ({
            type: 'object',
            origin: 'value',
            input: dataset.value as Record<string, unknown>,
            key: key as string,
            value: undefined,
          })) as [v.IssuePathItem, ...v.IssuePathItem[]],
        });
      }
    }),
    v.transform(keptRows),
  );
}

/** The request schema of `PUT /api/event` (the capacity is checked in the transaction). */
export const eventInputSchema = eventSchema();

/** What `PUT /api/event` receives after the rules. */
export type EventInput = v.InferOutput<typeof eventInputSchema>;
