import { relations } from 'drizzle-orm';
import { bookings } from './bookings';
import { instructors } from './instructors';
import { locations } from './locations';
import { schoolYears } from './school-years';
import {
  discountModels,
  eventBusStops,
  eventDiscountModels,
  eventEventTypes,
  eventInstructors,
  eventReadPermissions,
  eventRegisterPermissions,
  eventReminderTexts,
  eventTypes,
} from './service-details';
import { eventGrades, eventRecurrences, events } from './services';
import { stops } from './stops';

/** Relations of services (events) and their parts, for drizzle's relational queries. */
export const eventsRelations = relations(events, ({ one, many }) => ({
  schoolYear: one(schoolYears, { fields: [events.schoolYearId], references: [schoolYears.id] }),
  location: one(locations, { fields: [events.locationId], references: [locations.id] }),
  recurrences: many(eventRecurrences),
  grades: many(eventGrades),
  eventTypes: many(eventEventTypes),
  instructors: many(eventInstructors),
  busStops: many(eventBusStops),
  reminderTexts: many(eventReminderTexts),
  discountModels: many(eventDiscountModels),
  readPermissions: many(eventReadPermissions),
  registerPermissions: many(eventRegisterPermissions),
  bookings: many(bookings),
}));

export const eventRecurrencesRelations = relations(eventRecurrences, ({ one }) => ({
  event: one(events, { fields: [eventRecurrences.eventId], references: [events.id] }),
}));
export const eventGradesRelations = relations(eventGrades, ({ one }) => ({
  event: one(events, { fields: [eventGrades.eventId], references: [events.id] }),
}));
export const eventEventTypesRelations = relations(eventEventTypes, ({ one }) => ({
  event: one(events, { fields: [eventEventTypes.eventId], references: [events.id] }),
  eventType: one(eventTypes, {
    fields: [eventEventTypes.eventTypeId],
    references: [eventTypes.id],
  }),
}));
export const eventInstructorsRelations = relations(eventInstructors, ({ one }) => ({
  event: one(events, { fields: [eventInstructors.eventId], references: [events.id] }),
  instructor: one(instructors, {
    fields: [eventInstructors.instructorId],
    references: [instructors.id],
  }),
}));
export const eventBusStopsRelations = relations(eventBusStops, ({ one }) => ({
  event: one(events, { fields: [eventBusStops.eventId], references: [events.id] }),
  stop: one(stops, { fields: [eventBusStops.stopId], references: [stops.id] }),
}));
export const eventReminderTextsRelations = relations(eventReminderTexts, ({ one }) => ({
  event: one(events, { fields: [eventReminderTexts.eventId], references: [events.id] }),
}));
export const eventDiscountModelsRelations = relations(eventDiscountModels, ({ one }) => ({
  event: one(events, { fields: [eventDiscountModels.eventId], references: [events.id] }),
  discountModel: one(discountModels, {
    fields: [eventDiscountModels.discountModelId],
    references: [discountModels.id],
  }),
}));
export const eventReadPermissionsRelations = relations(eventReadPermissions, ({ one }) => ({
  event: one(events, { fields: [eventReadPermissions.eventId], references: [events.id] }),
}));
export const eventRegisterPermissionsRelations = relations(eventRegisterPermissions, ({ one }) => ({
  event: one(events, { fields: [eventRegisterPermissions.eventId], references: [events.id] }),
}));
