import type { BookingRecord } from '../../../../shared/model/booking-record';

/**
 * A stored childminding booking (Mondays of a two-weekday service) as GET /api/booking/{id}
 * answers it, for the dialog's component tests; `changes` go over it.
 */
export const childmindingRecord = (changes: Partial<BookingRecord> = {}): BookingRecord => ({
  id: 5,
  version: 2,
  participantId: 9,
  participantName: 'Mia Lane',
  service: {
    id: 3,
    name: 'Afternoon care',
    businessArea: 'CHILDMINDING',
    startDate: '2026-09-01',
    endDate: '2027-06-30',
    registrationDeadline: null,
    inbound: false,
    slots: [
      { id: 31, dayOfWeek: 'MONDAY', time: '13:00', endTime: '16:30' },
      { id: 32, dayOfWeek: 'TUESDAY', time: '13:00', endTime: '16:30' },
    ],
  },
  recurrenceIds: [31],
  startStopId: null,
  destinationStopId: null,
  escortPersonId: null,
  bookingStatus: 'PENDING',
  startDate: '2026-09-01',
  endDate: '2027-06-30',
  registrationDate: '2026-08-01',
  individualPrice: null,
  price: 80,
  cancellationDate: null,
  notes: 'Allergic to nuts',
  cancellationNotes: null,
  homeworkSupport: false,
  sendEmail: true,
  createdAt: '2026-08-01T10:00:00Z',
  ...changes,
});
