import { endpoint } from './endpoint';

/**
 * `GET /api/data-export` (issue 19.8, the GDPR's right of access): everything the system holds
 * about the caller's own family as one zip, streamed — JSON of the persons, the customer, the
 * children, their classes, pick-up persons, bookings, absences and the e-mails sent to the
 * family, plus the family's document files. There is no parameter: it is always the caller's
 * own family, so no other family's id can be named (server/services/data-export/README.md).
 */
export const exportFamilyData = endpoint<Blob>()({
  method: 'GET',
  path: '/api/data-export',
  can: 'family.export',
  answerType: 'blob',
});
