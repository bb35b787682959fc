import { EMAIL_PERSON_TYPES, type EmailPersonType } from './email';

/**
 * Where a wildcard's value comes from:
 * - `recipient`: the person the mail goes to (every type);
 * - `family`: the recipient's family (customers, and participants through their customer);
 * - `participant`: the child chosen in the composer (spec 002 §5: needs a chosen participant);
 * - `event`: the service chosen in the composer (needs a chosen service);
 * - `booking`, `childminding`, `computed`: filled by the mails bookings send; refused in the
 *   composer (spec 002 §5, §8).
 */
export const WILDCARD_SCOPES = [
  'recipient',
  'family',
  'participant',
  'event',
  'booking',
  'childminding',
  'computed',
] as const;
export type WildcardScope = (typeof WILDCARD_SCOPES)[number];

/** One wildcard as the composer's picker documents it. */
export interface Wildcard {
  /** Written `{{name}}` in a subject or body. */
  name: string;
  scope: WildcardScope;
  /** The person types whose templates may use it. */
  types: readonly EmailPersonType[];
  /** Whether the composer may send it (booking, childminding and computed ones it may not). */
  composer: boolean;
  description: { en: string; de: string };
}

const ALL = EMAIL_PERSON_TYPES;
const FAMILY: readonly EmailPersonType[] = ['CUSTOMER', 'PARTICIPANT'];

const w = (
  name: string,
  scope: WildcardScope,
  types: readonly EmailPersonType[],
  en: string,
  de: string,
): Wildcard => ({
  name,
  scope,
  types,
  composer: scope !== 'booking' && scope !== 'childminding' && scope !== 'computed',
  description: { en, de },
});

/** Every wildcard a template may name; a template naming another is refused. */
// prettier-ignore
export const WILDCARDS: readonly Wildcard[] = [
  w('salutation', 'recipient', ALL, 'Greeting by gender and family name ("Dear Ms Meyer")', 'Anrede nach Geschlecht und Nachname („Sehr geehrte Frau Meyer“)'),
  w('givenName', 'recipient', ALL, "The recipient's given name", 'Vorname der Empfängerin / des Empfängers'),
  w('familyName', 'recipient', ALL, "The recipient's family name", 'Nachname der Empfängerin / des Empfängers'),
  w('fullName', 'recipient', ALL, "The recipient's given and family name", 'Vor- und Nachname der Empfängerin / des Empfängers'),
  w('email', 'recipient', ALL, "The recipient's e-mail address", 'E-Mail-Adresse der Empfängerin / des Empfängers'),
  w('portalLink', 'recipient', ALL, 'The link to the portal', 'Der Link zum Portal'),
  w('familyBookings', 'family', FAMILY, "The family's current bookings, one per line", 'Die aktuellen Buchungen der Familie, eine pro Zeile'),
  w('participantGivenName', 'participant', FAMILY, "The chosen child's given name", 'Vorname des gewählten Kindes'),
  w('participantFamilyName', 'participant', FAMILY, "The chosen child's family name", 'Nachname des gewählten Kindes'),
  w('participantClass', 'participant', FAMILY, "The chosen child's class this school year", 'Klasse des gewählten Kindes in diesem Schuljahr'),
  w('eventName', 'event', ALL, "The chosen service's name", 'Name des gewählten Angebots'),
  w('eventStartDate', 'event', ALL, "The chosen service's first day", 'Erster Tag des gewählten Angebots'),
  w('eventEndDate', 'event', ALL, "The chosen service's last day", 'Letzter Tag des gewählten Angebots'),
  w('eventTimes', 'event', ALL, "The chosen service's weekdays and times", 'Wochentage und Zeiten des gewählten Angebots'),
  w('eventLocation', 'event', ALL, "The chosen service's location", 'Ort des gewählten Angebots'),
  w('eventPrice', 'event', ALL, "The chosen service's price", 'Preis des gewählten Angebots'),
  w('startDate', 'booking', FAMILY, "The booking's first day", 'Erster Tag der Buchung'),
  w('bookingStatus', 'booking', FAMILY, "The booking's status", 'Status der Buchung'),
  w('cancellationDate', 'booking', FAMILY, "The booking's cancellation date", 'Stornodatum der Buchung'),
  w('offerDeadline', 'booking', FAMILY, 'Until when a waiting-list offer can be taken', 'Bis wann ein Nachrückplatz angenommen werden kann'),
  w('childmindingTimes', 'childminding', FAMILY, 'The booked childminding days and end times', 'Gebuchte Betreuungstage und Abholzeiten'),
  w('bookingLink', 'computed', FAMILY, "The link to the booking in the family's area", 'Der Link zur Buchung im Familienbereich'),
  w('offerLink', 'computed', FAMILY, 'The link to accept a waiting-list offer', 'Der Link zum Annehmen eines Nachrückplatzes'),
];

const BY_NAME = new Map(WILDCARDS.map((wildcard) => [wildcard.name, wildcard]));

/** The wildcard of a name, if there is one. */
export const wildcardNamed = (name: string) => BY_NAME.get(name);

/** `{{ name }}` with optional spaces; names are letters and digits. */
export const WILDCARD_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The wildcard names a text uses, each once, in order of appearance. */
export function wildcardsIn(...texts: string[]): string[] {
  const names = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(WILDCARD_PATTERN)) names.add(match[1]!);
  return [...names];
}

/**
 * The wildcards templates for `types` may use: those meant for at least one of the types (a
 * template for customers and users may greet by name, and name the family's bookings where the
 * recipient has a family).
 */
export function allowedWildcards(types: readonly EmailPersonType[]): Wildcard[] {
  return WILDCARDS.filter((wildcard) => wildcard.types.some((type) => types.includes(type)));
}

/** The names among `used` that templates for `types` may not use. */
export function invalidWildcards(used: readonly string[], types: readonly EmailPersonType[]) {
  const allowed = new Set(allowedWildcards(types).map((wildcard) => wildcard.name));
  return used.filter((name) => !allowed.has(name));
}
