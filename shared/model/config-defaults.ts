import type { ChildmindingMode, Locale } from './enums';

/*
 * The configuration's defaults and answer types without its request schema (shared/model/config.ts):
 * what the widgets' first paint reads, so valibot stays out of it.
 */

/** Answer of `GET /api/config`: what the portal and the widgets need at start. Open to everyone. */
export interface PublicConfig {
  productName: string;
  /** Non-zero means maintenance mode (spec 000 §4). */
  Maintenance_Value_Number: number;
  childmindingMode: ChildmindingMode | null;
  /** The external registration link when childminding is OUTSOURCED. */
  childmindingExternalUrl: string | null;
  defaultLocale: Locale;
  /** Value-added tax in percent (spec 002 §1, default 0). */
  vatPercent: number;
  /**
   * The school's IANA time zone (the server's SCHOOL_TIME_ZONE): portal and widgets take "today"
   * from it rather than from the browser's zone (shared/model/school-time.ts).
   */
  timeZone: string;
}

/** The parameters kept in the configuration table, with their defaults. */
export const CONFIGURATION_DEFAULTS = {
  productName: 'Kitebook',
  Maintenance_Value_Number: '0',
  childmindingMode: 'INTERNALLY_ENABLED',
  childmindingExternalUrl: '',
  defaultLocale: 'en',
  vatPercent: '0',
  organisationName: 'Kitebook International School',
  sepaCreditorId: 'DE98ZZZ09999999999',
  /**
   * 'true': confirming the sign-up e-mail unlocks the account as a customer, without waiting
   * for a SYS_ADMIN's approval. Off by default (spec 001 §4.2: a SYS_ADMIN approves).
   */
  autoApproveRegistrations: 'false',
} as const satisfies Record<string, string>;

export type ConfigurationKey = keyof typeof CONFIGURATION_DEFAULTS;
export const CONFIGURATION_KEYS = /* @__PURE__ */ Object.keys(
  CONFIGURATION_DEFAULTS,
) as ConfigurationKey[];

/** One parameter as `GET /api/configuration` answers it (SYS_ADMIN). */
export interface ConfigurationParameter {
  key: ConfigurationKey;
  value: string;
  version: number;
}

/** Parameters that are switches, stored as 'true' or 'false'. */
export const SWITCH_PARAMETERS: readonly ConfigurationKey[] = ['autoApproveRegistrations'];

/** Whether a switch parameter's stored value means on. */
export const isSwitchOn = (value: string | undefined) => value === 'true';
