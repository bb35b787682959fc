import { WEEKDAYS, type Weekday } from '../../../shared/model/enums';
import { addDays, FRIDAY, onOrBefore, type SchoolYearCalendar } from './calendar';
import { ECA_CATALOGUE } from './catalogue-eca';
import { draft, gradesBetween, slug, type ServiceDraft } from './drafts';

/**
 * The after-school activities run from the third school week to the end of June. Most stay
 * open for registration for another month from today, so the demo can always book; every
 * eighth closed two weeks after the start, to show the registration limit.
 */
export function ecaDrafts(calendar: SchoolYearCalendar, today: string): ServiceDraft[] {
  const startDate = addDays(calendar.firstSchoolDay, 14);
  const endDate = onOrBefore(`${calendar.startYear + 1}-06-30`, FRIDAY);
  const openUntil = [addDays(today, 30), addDays(startDate, -3)].sort()[1] as string;
  return ECA_CATALOGUE.map((entry, index) => {
    const closesEarly = index % 8 === 7;
    const deadline = closesEarly
      ? addDays(startDate, 14)
      : openUntil < endDate
        ? openUntil
        : endDate;
    return draft({
      name: entry.name,
      businessArea: 'ECA',
      key: `ECA-${slug(entry.name)}`,
      eventType: entry.type,
      grades: gradesBetween(...entry.grades),
      location: entry.location,
      startDate,
      endDate,
      registrationDeadline: deadline,
      recurrences: entry.slots.map((slot) => ({
        dayOfWeek: WEEKDAYS[slot.day] as Weekday,
        time: slot.time,
        endTime: slot.endTime,
      })),
      minimumNumber: Math.min(4, entry.max),
      maximumNumber: entry.max,
      language: entry.language ?? 'EN',
      prices: {
        singlePrice: null,
        singleReducedPrice: null,
        memberPrice: entry.price - 5,
        totalPrice: entry.price,
      },
      description: `<p>${entry.description}</p>`,
      reminderTexts:
        entry.type === 'Sports'
          ? [{ name: 'bringAlong', text: '<p>Please bring sports clothes and a water bottle.</p>' }]
          : [],
      discountModels: ['Sibling discount', 'Hardship'],
      instructors: index % 5 === 0 ? 2 : 1,
    });
  });
}
