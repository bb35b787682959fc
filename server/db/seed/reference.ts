import { CONFIGURATION_DEFAULTS, type ConfigurationKey } from '../../../shared/model/config';
import { FEATURE_TOGGLE_DEFAULTS, type FeatureToggles } from '../../../shared/model/features';
import type { Database } from '../database';
import {
  bookingPhases,
  breaks,
  configuration,
  discountModels,
  eventTypes,
  featureToggles,
  holidays,
  locations,
  schoolYears,
  stops,
} from '../schema';
import { addDays, schoolYearCalendar, type SchoolYearCalendar } from './calendar';
import {
  DISCOUNT_MODELS,
  EVENT_TYPES,
  LOCATIONS,
  STOPS,
  type LocationKey,
} from './catalogue-places';
import { insertAll, insertIds } from './insert';

/** Ids of the reference rows the other seed steps point to. */
export interface Reference {
  schoolYearId: number;
  nextSchoolYearId: number;
  locationIds: Record<LocationKey, number>;
  stopIds: Map<string, number>;
  eventTypeIds: Map<string, number>;
  discountModelIds: Map<string, number>;
}

/**
 * The toggles the demo stores: the defaults of spec 000 §3 (school bus and childminding booking
 * off for a new install), with both on, since the demo organisation runs a bus and childminding.
 */
export const DEMO_FEATURE_TOGGLES = {
  ...FEATURE_TOGGLE_DEFAULTS,
  enableSchoolBusBooking: true,
  enableChildmindingBooking: true,
} as const satisfies FeatureToggles;

/**
 * The parameters the demo stores: the defaults, with a test SEPA creditor (the German test
 * creditor identifier and a valid test account) and a membership fee of 30 €.
 */
export const DEMO_CONFIGURATION = {
  ...CONFIGURATION_DEFAULTS,
  sepaCreditorName: 'Kitebook International School e.V.',
  sepaCreditorIban: 'DE02120300000000202051',
  sepaCreditorBic: 'BYLADEM1001',
  sepaCreditorId: 'DE98ZZZ09999999999',
  membershipFeeCents: '3000',
  membershipFeeText: 'Mitgliedsbeitrag Elternverein',
} as const satisfies Record<ConfigurationKey, string>;

const zipMap = <K extends string>(keys: readonly K[], ids: number[]) =>
  new Map(keys.map((key, index) => [key, ids[index] as number]));

/**
 * Configuration, toggles, school years with breaks and holidays, rooms, stops and lookup lists.
 * The current school year is in its booking phase (started two months before the year); the
 * next one exists without a phase, ready for the rollover.
 */
export async function seedReference(db: Database, current: SchoolYearCalendar): Promise<Reference> {
  await insertAll(
    db,
    configuration,
    Object.entries(DEMO_CONFIGURATION).map(([key, value]) => ({ key, value })),
  );
  await insertAll(
    db,
    featureToggles,
    Object.entries(DEMO_FEATURE_TOGGLES).map(([name, enabled]) => ({ name, enabled })),
  );

  const next = schoolYearCalendar(current.startYear + 1);
  const [schoolYearId, nextSchoolYearId] = (await insertIds(
    db,
    schoolYears,
    [current, next].map((year) => ({
      name: year.name,
      startDate: year.startDate,
      endDate: year.endDate,
      childmindingStartDate: year.firstSchoolDay,
      trimester1End: year.trimester1End,
      trimester2End: year.trimester2End,
      trimester3End: year.lastSchoolDay,
    })),
  )) as [number, number];
  await insertAll(db, bookingPhases, [
    { schoolYearId, start: new Date(`${addDays(current.startDate, -61)}T08:00:00Z`) },
  ]);
  for (const [yearId, year] of [
    [schoolYearId, current],
    [nextSchoolYearId, next],
  ] as const) {
    await insertAll(
      db,
      breaks,
      Object.values(year.breaks).map((period) => ({ schoolYearId: yearId, ...period })),
    );
    await insertAll(
      db,
      holidays,
      year.holidays.map((holiday) => ({ schoolYearId: yearId, ...holiday })),
    );
  }

  const locationKeys = Object.keys(LOCATIONS) as LocationKey[];
  const locationIds = await insertIds(
    db,
    locations,
    locationKeys.map((key) => LOCATIONS[key]),
  );
  const stopIds = await insertIds(
    db,
    stops,
    STOPS.map((stop) => ({ ...stop })),
  );
  const eventTypeIds = await insertIds(
    db,
    eventTypes,
    EVENT_TYPES.map((name) => ({ name })),
  );
  const discountIds = await insertIds(db, discountModels, [...DISCOUNT_MODELS]);

  return {
    schoolYearId,
    nextSchoolYearId,
    locationIds: Object.fromEntries(zipMap(locationKeys, locationIds)) as Record<
      LocationKey,
      number
    >,
    stopIds: zipMap(
      STOPS.map((stop) => stop.name),
      stopIds,
    ),
    eventTypeIds: zipMap(EVENT_TYPES, eventTypeIds),
    discountModelIds: zipMap(
      DISCOUNT_MODELS.map((model) => model.name),
      discountIds,
    ),
  };
}
