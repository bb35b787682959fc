import { eq } from 'drizzle-orm';
import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_KEYS,
  CONFIGURATION_PARAMETERS,
  type ConfigurationKey,
  type ConfigurationParameter,
  type PublicConfig,
} from '../../../shared/model/config';
import { CHILDMINDING_MODES, LOCALES } from '../../../shared/model/enums';
import type { Database, Reader } from '../../db/database';
import { configuration } from '../../db/schema';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../../../shared/model/school-time';
import { webAddressOrNull } from '../../../shared/rules/url';

const isKey = (key: string): key is ConfigurationKey => key in CONFIGURATION_DEFAULTS;

/**
 * Every known parameter with its stored value, or its default (version 0) when never stored.
 * A `secret` (the identity provider's client secret) is answered as '' with whether it is set:
 * it is written through the API, never read back.
 */
export async function readConfiguration(db: Reader): Promise<ConfigurationParameter[]> {
  const rows = await db.select().from(configuration);
  const stored = new Map(rows.filter((row) => isKey(row.key)).map((row) => [row.key, row]));
  return CONFIGURATION_KEYS.map((key) => {
    const row = stored.get(key);
    const value = row?.value ?? CONFIGURATION_DEFAULTS[key];
    const version = row?.version ?? 0;
    if (CONFIGURATION_PARAMETERS[key].type === 'secret')
      return { key, value: '', version, isSet: value !== '' };
    return { key, value, version };
  });
}

/** One parameter's stored value (a secret's too: for the server's own use), or its default. */
export async function readParameter(db: Reader, key: ConfigurationKey): Promise<string> {
  const [row] = await db
    .select({ value: configuration.value })
    .from(configuration)
    .where(eq(configuration.key, key));
  return row?.value ?? CONFIGURATION_DEFAULTS[key];
}

const pick = <T extends string>(options: readonly T[], value: string): T | null =>
  options.find((option) => option === value) ?? null;

/** The childminding mode a stored value (null: never stored) stands for; null for an unknown one. */
export const childmindingModeOf = (value: string | null) =>
  pick(CHILDMINDING_MODES, value ?? CONFIGURATION_DEFAULTS.childmindingMode);

const toNumber = (value: string) => (Number.isFinite(Number(value)) ? Number(value) : 0);

/** The part of the configuration everyone may read (`GET /api/config`), with the school's zone. */
export async function readPublicConfig(
  db: Database,
  timeZone = DEFAULT_SCHOOL_TIME_ZONE,
): Promise<PublicConfig> {
  const values = Object.fromEntries(
    (await readConfiguration(db)).map((parameter) => [parameter.key, parameter.value]),
  ) as Record<ConfigurationKey, string>;
  return {
    productName: values.productName,
    Maintenance_Value_Number: toNumber(values.Maintenance_Value_Number),
    childmindingMode: childmindingModeOf(values.childmindingMode),
    // A link stored before the web address rule is left out rather than handed to browsers.
    childmindingExternalUrl: webAddressOrNull(values.childmindingExternalUrl),
    defaultLocale: pick(LOCALES, values.defaultLocale) ?? 'en',
    vatPercent: toNumber(values.vatPercent),
    timeZone,
  };
}
