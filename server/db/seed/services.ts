import type { BusinessArea } from '../../../shared/model/enums';
import type { Database } from '../database';
import {
  eventBusStops,
  eventDiscountModels,
  eventEventTypes,
  eventGrades,
  eventInstructors,
  eventReadPermissions,
  eventRecurrences,
  eventRegisterPermissions,
  eventReminderTexts,
  events,
} from '../schema';
import type { ServiceDraft } from './drafts';
import { insertAll, insertIds } from './insert';
import type { InstructorRecord } from './instructors';
import type { Random } from './random';
import type { Reference } from './reference';

export interface ServiceRecord {
  id: number;
  draft: ServiceDraft;
  /** Ids of draft.recurrences, in the same order. */
  recurrenceIds: number[];
  /** Stop ids of draft.busStops, in the same order. */
  stopIds: number[];
}

/** What the demo instructor teaches, so their dashboard and presence lists have content. */
export const DEMO_INSTRUCTOR_SERVICES = [
  'Robotics',
  'Coding with Scratch',
  'Python Coding',
  'Chess Club',
  'Autumn Adventure Camp',
  'Summer Camp Week 1',
  'Daily Study Hall',
];

/** Cost items of a priced service: administration 10 %, instructor 60 %, material the rest up to 5 euro. */
function costs(total: number | null) {
  if (!total) return { costAdministrator: null, costInstructor: null, costMaterial: null };
  return {
    costAdministrator: Math.round(total * 10) / 100,
    costInstructor: Math.round(total * 60) / 100,
    costMaterial: Math.min(5, Math.round(total * 5) / 100),
  };
}

function assignInstructors(
  drafts: readonly ServiceDraft[],
  all: readonly InstructorRecord[],
  random: Random,
) {
  const [demo, ...others] = all;
  return drafts.map((draft) => {
    if (draft.instructors === 0 || !demo) return [];
    const teaches = DEMO_INSTRUCTOR_SERVICES.includes(draft.name);
    const candidates = others.filter((instructor) => instructor.areas.includes(draft.businessArea));
    const count = Math.max(0, draft.instructors - (teaches ? 1 : 0));
    return [
      ...(teaches ? [demo.id] : []),
      ...random.sample(candidates, count).map((instructor) => instructor.id),
    ];
  });
}

/** The areas whose services the demo marks to continue into the next school year. */
const CONTINUING_AREAS: readonly BusinessArea[] = ['ECA', 'SCHOOL_BUS', 'CHILDMINDING'];

/** Inserts the services with recurrences, grades, types, instructors, stops, texts and permissions. */
export async function seedServices(
  db: Database,
  drafts: readonly ServiceDraft[],
  reference: Reference,
  instructorRecords: readonly InstructorRecord[],
  random: Random,
): Promise<ServiceRecord[]> {
  const ids = await insertIds(
    db,
    events,
    drafts.map((draft) => ({
      name: draft.name,
      businessArea: draft.businessArea,
      key: draft.key,
      startDate: draft.startDate,
      endDate: draft.endDate,
      registrationDeadline: draft.registrationDeadline,
      schoolYearId: reference.schoolYearId,
      mapsUrl: draft.mapsUrl,
      mapsUrlText: draft.mapsUrlText,
      description: draft.description,
      locationId: draft.location ? reference.locationIds[draft.location] : null,
      minimumNumber: draft.minimumNumber,
      maximumNumber: draft.maximumNumber,
      language: draft.language,
      inbound: draft.inbound,
      // The year-round offers go on next year; camps and parent activities are planned anew.
      continuesNextYear: CONTINUING_AREAS.includes(draft.businessArea),
      notificationEmail: draft.businessArea === 'ECA' ? 'eca@kitebook.test' : null,
      ...draft.prices,
      ...costs(draft.prices.totalPrice),
    })),
  );
  const each = <T>(build: (draft: ServiceDraft, eventId: number, index: number) => T[]) =>
    drafts.flatMap((draft, index) => build(draft, ids[index] as number, index));

  const recurrenceIds = await insertIds(
    db,
    eventRecurrences,
    each((draft, eventId) => draft.recurrences.map((recurrence) => ({ eventId, ...recurrence }))),
  );
  await insertAll(
    db,
    eventGrades,
    each((draft, eventId) => draft.grades.map((grade) => ({ eventId, grade }))),
  );
  await insertAll(
    db,
    eventEventTypes,
    each((draft, eventId) =>
      draft.eventType
        ? [{ eventId, eventTypeId: reference.eventTypeIds.get(draft.eventType) as number }]
        : [],
    ),
  );
  const teachers = assignInstructors(drafts, instructorRecords, random);
  await insertAll(
    db,
    eventInstructors,
    each((_, eventId, index) =>
      (teachers[index] ?? []).map((instructorId) => ({ eventId, instructorId })),
    ),
  );
  await insertAll(
    db,
    eventBusStops,
    each((draft, eventId) =>
      draft.busStops.map(({ stop, ...prices }) => ({
        eventId,
        stopId: reference.stopIds.get(stop) as number,
        ...prices,
      })),
    ),
  );
  await insertAll(
    db,
    eventReminderTexts,
    each((draft, eventId) => draft.reminderTexts.map((text) => ({ eventId, ...text }))),
  );
  await insertAll(
    db,
    eventDiscountModels,
    each((draft, eventId) =>
      draft.discountModels.map((name) => ({
        eventId,
        discountModelId: reference.discountModelIds.get(name) as number,
      })),
    ),
  );
  await insertAll(
    db,
    eventReadPermissions,
    each((draft, eventId) => draft.readPermissions.map((role) => ({ eventId, role }))),
  );
  await insertAll(
    db,
    eventRegisterPermissions,
    each((draft, eventId) => draft.registerPermissions.map((role) => ({ eventId, role }))),
  );

  let nextRecurrence = 0;
  return drafts.map((draft, index) => ({
    id: ids[index] as number,
    draft,
    recurrenceIds: draft.recurrences.map(() => recurrenceIds[nextRecurrence++] as number),
    stopIds: draft.busStops.map(({ stop }) => reference.stopIds.get(stop) as number),
  }));
}
