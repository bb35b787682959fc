import { WEEKDAYS, type Grade } from '../../../shared/model/enums';
import { addDays, onOrBefore, weekdayOf, FRIDAY, type SchoolYearCalendar } from './calendar';
import type { LocationKey } from './catalogue-places';
import { draft, gradesBetween, slug, type ServiceDraft } from './drafts';

const WORKDAYS = WEEKDAYS.slice(0, 5);

/** A holiday camp on the given days, 09:00 to 16:00, with a per-day price for single days. */
function camp(
  name: string,
  days: [string, string],
  grades: [Grade, Grade],
  location: LocationKey,
  price: number,
): ServiceDraft {
  const [startDate, endDate] = days;
  const dates: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) dates.push(day);
  return draft({
    name,
    businessArea: 'HOLIDAY_CAMP',
    key: `CAMP-${slug(name)}`,
    eventType: 'Holiday camp',
    grades: gradesBetween(...grades),
    location,
    startDate,
    endDate,
    registrationDeadline: addDays(startDate, -7),
    recurrences: dates.map((date) => ({
      dayOfWeek: weekdayOf(date),
      time: '09:00',
      endTime: '16:00',
    })),
    minimumNumber: 8,
    maximumNumber: 24,
    language: 'EN',
    prices: { singlePrice: 45, singleReducedPrice: 40, memberPrice: price - 15, totalPrice: price },
    description: `<p>${name}: a week of games, projects and outdoor time, lunch included.</p>`,
    discountModels: ['Sibling discount'],
    instructors: 2,
  });
}

export function campDrafts(calendar: SchoolYearCalendar): ServiceDraft[] {
  const { breaks } = calendar;
  const week = (monday: string, from = 0, to = 4): [string, string] => [
    addDays(monday, from),
    addDays(monday, to),
  ];
  return [
    camp(
      'Late Summer Multi-Activity Camp',
      week(addDays(calendar.firstSchoolDay, -7)),
      ['M2', 'P5'],
      'campBase',
      210,
    ),
    camp('Autumn Adventure Camp', week(breaks.autumn.startDate), ['P1', 'P5'], 'campBase', 195),
    camp(
      'Autumn Football Camp',
      week(addDays(breaks.autumn.startDate, 7)),
      ['P2', 'S2'],
      'field',
      175,
    ),
    camp('Winter Art Camp', week(breaks.winter.startDate), ['M2', 'P4'], 'artStudio', 165),
    // Good Friday and Easter Monday are public holidays, so the Easter camps are four days long.
    camp(
      'Easter Science Camp',
      week(breaks.easter.startDate, 0, 3),
      ['P2', 'S1'],
      'scienceLab',
      160,
    ),
    camp(
      'Easter Sports Camp',
      week(addDays(breaks.easter.startDate, 7), 1, 4),
      ['P1', 'S3'],
      'gym',
      160,
    ),
    camp(
      'Whitsun Nature Camp',
      [breaks.whitsun.startDate, addDays(breaks.whitsun.startDate, 3)],
      ['M2', 'P4'],
      'garden',
      150,
    ),
    camp('Summer Camp Week 1', week(breaks.summer.startDate), ['M2', 'P5'], 'campBase', 210),
    camp(
      'Summer Camp Week 2',
      week(addDays(breaks.summer.startDate, 7)),
      ['P1', 'S2'],
      'campBase',
      210,
    ),
  ];
}

/** Internal childminding after lessons, ending at 16:30 or 18:15 (spec 002 §9). */
export function childmindingDraft(calendar: SchoolYearCalendar): ServiceDraft {
  return draft({
    name: 'Afternoon Childminding',
    businessArea: 'CHILDMINDING',
    key: 'CHILDMINDING',
    eventType: 'Childminding',
    grades: gradesBetween('M1', 'P5'),
    location: 'childminding',
    startDate: calendar.firstSchoolDay,
    endDate: calendar.lastSchoolDay,
    recurrences: WORKDAYS.flatMap((dayOfWeek) => [
      { dayOfWeek, time: '15:30', endTime: '16:30' },
      { dayOfWeek, time: '15:30', endTime: '18:15' },
    ]),
    maximumNumber: 60,
    prices: { singlePrice: 14, singleReducedPrice: 10, memberPrice: 0, totalPrice: 0 },
    description: '<p>Supervised play, homework time and a snack until 16:30 or 18:15.</p>',
    instructors: 2,
  });
}

/** A school service without prices (the price tab is hidden for SCHOOL). */
export function schoolDraft(calendar: SchoolYearCalendar): ServiceDraft {
  return draft({
    name: 'Early Morning Supervision',
    businessArea: 'SCHOOL',
    key: 'SCHOOL-EARLY-SUPERVISION',
    eventType: 'Childminding',
    grades: gradesBetween('M1', 'P5'),
    location: 'library',
    startDate: calendar.firstSchoolDay,
    endDate: calendar.lastSchoolDay,
    recurrences: WORKDAYS.map((dayOfWeek) => ({ dayOfWeek, time: '07:30', endTime: '08:15' })),
    maximumNumber: 30,
    prices: { singlePrice: null, singleReducedPrice: null, memberPrice: null, totalPrice: null },
    description: '<p>Supervision in the library before lessons start.</p>',
    instructors: 1,
  });
}

const PARENT_ACTIVITIES = [
  { name: "Parents' Yoga", day: 1, time: '08:30', endTime: '09:30', location: 'gym2', price: 25 },
  {
    name: 'German for Parents (A1)',
    day: 2,
    time: '08:30',
    endTime: '10:00',
    location: 'classroom2',
    price: 40,
  },
  {
    name: "Parents' Choir",
    day: 3,
    time: '19:00',
    endTime: '20:30',
    location: 'musicRoom',
    price: 15,
  },
  { name: 'Book Club', day: 0, time: '19:30', endTime: '21:00', location: 'library', price: 10 },
] as const;

export function parentActivityDrafts(calendar: SchoolYearCalendar): ServiceDraft[] {
  const startDate = `${calendar.startYear}-10-01`;
  const endDate = onOrBefore(`${calendar.startYear + 1}-06-30`, FRIDAY);
  return PARENT_ACTIVITIES.map((activity) =>
    draft({
      name: activity.name,
      businessArea: 'PARENT_ACTIVITIES',
      key: `PARENTS-${slug(activity.name)}`,
      eventType: 'Parents',
      location: activity.location,
      startDate,
      endDate,
      registrationDeadline: endDate,
      recurrences: [
        {
          dayOfWeek: WEEKDAYS[activity.day] ?? 'MONDAY',
          time: activity.time,
          endTime: activity.endTime,
        },
      ],
      maximumNumber: 20,
      prices: {
        singlePrice: 8,
        singleReducedPrice: null,
        memberPrice: activity.price - 5,
        totalPrice: activity.price,
      },
      description: `<p>${activity.name} meets weekly at school; newcomers are welcome at any time.</p>`,
      registerPermissions: ['CUSTOMER', 'MEMBER', 'ADMIN'],
      instructors: 1,
    }),
  );
}
