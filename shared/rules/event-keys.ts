/**
 * Message keys of the service rules (spec 002 §5 "Event", "Recurrence", "Stops", "Saving the
 * event"). The spec names `max-exceeds-capacity`, `information-missing` and
 * `event.reminderNameCollision`; the others are ours.
 */
export const EVENT_KEYS = {
  name: 'event.rules.name',
  businessArea: 'event.rules.businessArea',
  key: 'event.rules.key',
  startDate: 'event.rules.startDate',
  endDate: 'event.rules.endDate',
  endBeforeStart: 'event.rules.endBeforeStart',
  registrationDeadline: 'event.rules.registrationDeadline',
  schoolYear: 'event.rules.schoolYear',
  eventTypes: 'event.rules.eventTypes',
  location: 'event.rules.location',
  minimum: 'event.rules.minimum',
  minimumAboveMaximum: 'event.rules.minimumAboveMaximum',
  maximum: 'event.rules.maximum',
  maxExceedsCapacity: 'max-exceeds-capacity',
  day: 'event.rules.day',
  time: 'event.rules.time',
  endTime: 'event.rules.endTime',
  timeOrder: 'event.rules.timeOrder',
  childmindingEnd: 'event.rules.childmindingEnd',
  reminderName: 'event.rules.reminderName',
  reminderNameCollision: 'event.reminderNameCollision',
  stop: 'event.rules.stop',
  stopTwice: 'event.rules.stopTwice',
  distance: 'event.rules.distance',
  price: 'event.rules.price',
  memberPrice: 'event.rules.memberPrice',
  totalPrice: 'event.rules.totalPrice',
  vat: 'event.rules.vat',
  imageTooLarge: 'event.imageTooLarge',
  imageType: 'event.imageType',
  /** An id in the service that names no record (a deleted location, stop or instructor). */
  unknownReference: 'event.rules.unknownReference',
} as const;
