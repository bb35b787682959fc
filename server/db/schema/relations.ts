import { relations } from 'drizzle-orm';
import { apiKeys } from './api-keys';
import { basketEntries } from './basket';
import { absences, bookingRecurrences, bookings, presences } from './bookings';
import { customers } from './customers';
import { documents } from './documents';
import { emailTemplates, emailTemplateTypes, sentEmails } from './email';
import { instructorBusinessAreas, instructors } from './instructors';
import { participantClasses, participantPersons, participants } from './participants';
import { addresses, contacts, personLanguages, persons } from './people';
import { bookingPhases, breaks, holidays, schoolYears } from './school-years';
import { eventInstructors } from './service-details';
import { eventRecurrences, events } from './services';
import { stops } from './stops';
import { registrations, userRoles, users } from './users';

// Relations serve drizzle's relational queries (`db.query.events.findMany({ with: … })`).

export const personsRelations = relations(persons, ({ many }) => ({
  addresses: many(addresses),
  contacts: many(contacts),
  languages: many(personLanguages),
}));
export const addressesRelations = relations(addresses, ({ one }) => ({
  person: one(persons, { fields: [addresses.personId], references: [persons.id] }),
}));
export const contactsRelations = relations(contacts, ({ one }) => ({
  person: one(persons, { fields: [contacts.personId], references: [persons.id] }),
}));
export const personLanguagesRelations = relations(personLanguages, ({ one }) => ({
  person: one(persons, { fields: [personLanguages.personId], references: [persons.id] }),
}));

export const customersRelations = relations(customers, ({ one, many }) => ({
  person: one(persons, { fields: [customers.personId], references: [persons.id] }),
  spouse: one(persons, { fields: [customers.spousePersonId], references: [persons.id] }),
  participants: many(participants),
}));

export const participantsRelations = relations(participants, ({ one, many }) => ({
  customer: one(customers, { fields: [participants.customerId], references: [customers.id] }),
  person: one(persons, { fields: [participants.personId], references: [persons.id] }),
  classes: many(participantClasses),
  contactPersons: many(participantPersons),
  bookings: many(bookings),
  absences: many(absences),
}));
export const participantClassesRelations = relations(participantClasses, ({ one }) => ({
  participant: one(participants, {
    fields: [participantClasses.participantId],
    references: [participants.id],
  }),
  schoolYear: one(schoolYears, {
    fields: [participantClasses.schoolYearId],
    references: [schoolYears.id],
  }),
}));
export const participantPersonsRelations = relations(participantPersons, ({ one }) => ({
  participant: one(participants, {
    fields: [participantPersons.participantId],
    references: [participants.id],
  }),
  person: one(persons, { fields: [participantPersons.personId], references: [persons.id] }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  person: one(persons, { fields: [users.personId], references: [persons.id] }),
  roles: many(userRoles),
}));
export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(users, { fields: [userRoles.userId], references: [users.id] }),
}));
export const registrationsRelations = relations(registrations, ({ one }) => ({
  user: one(users, { fields: [registrations.userId], references: [users.id] }),
}));

export const instructorsRelations = relations(instructors, ({ one, many }) => ({
  person: one(persons, { fields: [instructors.personId], references: [persons.id] }),
  businessAreas: many(instructorBusinessAreas),
  events: many(eventInstructors),
}));
export const instructorBusinessAreasRelations = relations(instructorBusinessAreas, ({ one }) => ({
  instructor: one(instructors, {
    fields: [instructorBusinessAreas.instructorId],
    references: [instructors.id],
  }),
}));

export const schoolYearsRelations = relations(schoolYears, ({ many }) => ({
  bookingPhases: many(bookingPhases),
  breaks: many(breaks),
  holidays: many(holidays),
  events: many(events),
}));
export const bookingPhasesRelations = relations(bookingPhases, ({ one }) => ({
  schoolYear: one(schoolYears, {
    fields: [bookingPhases.schoolYearId],
    references: [schoolYears.id],
  }),
}));
export const breaksRelations = relations(breaks, ({ one }) => ({
  schoolYear: one(schoolYears, { fields: [breaks.schoolYearId], references: [schoolYears.id] }),
}));
export const holidaysRelations = relations(holidays, ({ one }) => ({
  schoolYear: one(schoolYears, { fields: [holidays.schoolYearId], references: [schoolYears.id] }),
}));

export const documentsRelations = relations(documents, ({ one }) => ({
  owner: one(persons, { fields: [documents.ownerPersonId], references: [persons.id] }),
}));
export const emailTemplatesRelations = relations(emailTemplates, ({ many }) => ({
  types: many(emailTemplateTypes),
}));
export const emailTemplateTypesRelations = relations(emailTemplateTypes, ({ one }) => ({
  template: one(emailTemplates, {
    fields: [emailTemplateTypes.templateId],
    references: [emailTemplates.id],
  }),
}));
export const sentEmailsRelations = relations(sentEmails, ({ one }) => ({
  recipientPerson: one(persons, {
    fields: [sentEmails.recipientPersonId],
    references: [persons.id],
  }),
}));
export const apiKeysRelations = relations(apiKeys, ({ one }) => ({
  provider: one(persons, { fields: [apiKeys.providerPersonId], references: [persons.id] }),
}));
export const basketEntriesRelations = relations(basketEntries, ({ one }) => ({
  owner: one(users, { fields: [basketEntries.ownerUserId], references: [users.id] }),
}));

export const bookingsRelations = relations(bookings, ({ one, many }) => ({
  participant: one(participants, {
    fields: [bookings.participantId],
    references: [participants.id],
  }),
  event: one(events, { fields: [bookings.eventId], references: [events.id] }),
  startStop: one(stops, { fields: [bookings.startStopId], references: [stops.id] }),
  destinationStop: one(stops, { fields: [bookings.destinationStopId], references: [stops.id] }),
  escort: one(persons, { fields: [bookings.escortPersonId], references: [persons.id] }),
  recurrences: many(bookingRecurrences),
  presences: many(presences),
}));
export const bookingRecurrencesRelations = relations(bookingRecurrences, ({ one }) => ({
  booking: one(bookings, { fields: [bookingRecurrences.bookingId], references: [bookings.id] }),
  eventRecurrence: one(eventRecurrences, {
    fields: [bookingRecurrences.eventRecurrenceId],
    references: [eventRecurrences.id],
  }),
}));
export const presencesRelations = relations(presences, ({ one }) => ({
  booking: one(bookings, { fields: [presences.bookingId], references: [bookings.id] }),
  eventRecurrence: one(eventRecurrences, {
    fields: [presences.eventRecurrenceId],
    references: [eventRecurrences.id],
  }),
}));
export const absencesRelations = relations(absences, ({ one }) => ({
  participant: one(participants, {
    fields: [absences.participantId],
    references: [participants.id],
  }),
}));
