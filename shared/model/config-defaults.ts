import type { ChildmindingMode, Locale } from './enums';
import { PUBLIC_PARAMETERS } from './public-parameters';

/*
 * The configuration's parameters, defaults and answer types without its request schema
 * (shared/model/config.ts), so valibot stays out of the clients that only read them. A widget's
 * first paint reads the public defaults alone (public-parameters.ts).
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

/**
 * How a parameter's value (always stored as text) is written and checked:
 * `text` up to 255 characters; `email` an e-mail address (spec 000 §5); `integer` and `decimal`
 * numbers within `min`–`max`; `switch` 'true' or 'false'; `choice` one of `options`;
 * `webAddress` an http(s) link; `iban` (written without spaces), `bic` and `creditorId` (the SEPA
 * creditor identifier) by their banking rules; `issuerAddress` an OpenID Connect issuer (https,
 * http only on this machine); `secret` text that is written but never read back (write-only:
 * `GET /api/configuration` says only whether it is set).
 */
export type ParameterType =
  | 'text'
  | 'email'
  | 'integer'
  | 'decimal'
  | 'switch'
  | 'choice'
  | 'webAddress'
  | 'iban'
  | 'bic'
  | 'creditorId'
  | 'issuerAddress'
  | 'secret';

/** The groups the configuration screen shows the parameters in, in this order. */
export const PARAMETER_GROUPS = [
  'general',
  'email',
  'signIn',
  'booking',
  'childminding',
  'billing',
] as const;
export type ParameterGroup = (typeof PARAMETER_GROUPS)[number];

/** One parameter of {@link CONFIGURATION_PARAMETERS}. */
export interface ParameterSpec {
  type: ParameterType;
  /** The value while none is stored (and the seed's). */
  default: string;
  group: ParameterGroup;
  /** An empty value is refused (`text`, `email`, `webAddress`). */
  required?: boolean;
  /** Bounds of `integer` and `decimal`, both included. */
  min?: number;
  max?: number;
  /** The values of a `choice`. */
  options?: readonly string[];
}

/**
 * Every configuration parameter (`GET`/`PUT /api/configuration`, SYS_ADMIN), in the order the
 * screen lists them within a group. THE place to add one: an entry here, then its label and help
 * text (`configuration.parameter.<key>`, `configuration.parameterHelp.<key>`) in
 * `shared/i18n/locales/{en,de}/office.po`; validation, the screen, the history and the default
 * follow from the entry (README.md of admin/features/configuration).
 */
export const CONFIGURATION_PARAMETERS = {
  productName: PUBLIC_PARAMETERS.productName,
  organisationName: {
    type: 'text',
    default: 'Kitebook International School',
    group: 'general',
    required: true,
  },
  defaultLocale: PUBLIC_PARAMETERS.defaultLocale,
  Maintenance_Value_Number: PUBLIC_PARAMETERS.Maintenance_Value_Number,
  /** Empty: `noreply@` the host of PUBLIC_URL. */
  senderAddress: { type: 'email', default: '', group: 'email' },
  /**
   * The school's identity provider (issue 21.5, server/services/auth/sso/README.md): /login
   * offers "Sign in with the school account" while this is on and an issuer is known, here or,
   * while `ssoIssuer` is empty, in the server's SSO_ISSUER, SSO_CLIENT_ID and SSO_CLIENT_SECRET.
   */
  ssoEnabled: { type: 'switch', default: 'true', group: 'signIn' },
  ssoIssuer: { type: 'issuerAddress', default: '', group: 'signIn' },
  /** Needed with `ssoIssuer` (update-configuration.ts). */
  ssoClientId: { type: 'text', default: '', group: 'signIn' },
  /** Empty: a public client, PKCE alone protects the code. Never answered. */
  ssoClientSecret: { type: 'secret', default: '', group: 'signIn' },
  /** 'true': confirming the sign-up e-mail unlocks the account as a customer (spec 001 §4.2). */
  autoApproveRegistrations: { type: 'switch', default: 'false', group: 'booking' },
  waitingListOfferHours: { type: 'integer', default: '48', group: 'booking', min: 1, max: 720 },
  childmindingMode: PUBLIC_PARAMETERS.childmindingMode,
  childmindingExternalUrl: PUBLIC_PARAMETERS.childmindingExternalUrl,
  vatPercent: PUBLIC_PARAMETERS.vatPercent,
  /**
   * The SEPA creditor of the direct debit files (issue 22.5): the account holder's name, IBAN,
   * BIC (optional) and creditor identifier. Empty until the office sets them (the demo seeds a
   * test creditor); a direct debit file is refused while the creditor is incomplete.
   */
  sepaCreditorName: { type: 'text', default: '', group: 'billing' },
  sepaCreditorIban: { type: 'iban', default: '', group: 'billing' },
  sepaCreditorBic: { type: 'bic', default: '', group: 'billing' },
  sepaCreditorId: { type: 'creditorId', default: '', group: 'billing' },
  /** The parents' association's membership fee per collection, in cents ('0': none set). */
  membershipFeeCents: {
    type: 'integer',
    default: '0',
    group: 'billing',
    min: 0,
    max: 999_999_999,
  },
  /** The debtors' statement line of a membership fee; the year and membership id follow it. */
  membershipFeeText: { type: 'text', default: 'Membership fee', group: 'billing' },
  /**
   * Days between issuing an invoice (its pre-notification mail) and the direct debit's
   * collection; SEPA asks for 14 unless agreed otherwise.
   */
  preNotificationDays: { type: 'integer', default: '14', group: 'billing', min: 1, max: 60 },
} as const satisfies Record<string, ParameterSpec>;

export type ConfigurationKey = keyof typeof CONFIGURATION_PARAMETERS;
export const CONFIGURATION_KEYS = /* @__PURE__ */ Object.keys(
  CONFIGURATION_PARAMETERS,
) as ConfigurationKey[];

/** Each parameter's default, by key. */
export const CONFIGURATION_DEFAULTS = /* @__PURE__ */ Object.fromEntries(
  Object.entries(CONFIGURATION_PARAMETERS).map(([key, spec]) => [key, spec.default]),
) as { [K in ConfigurationKey]: (typeof CONFIGURATION_PARAMETERS)[K]['default'] };

/** One parameter as `GET /api/configuration` answers it (SYS_ADMIN). */
export interface ConfigurationParameter {
  key: ConfigurationKey;
  /** Always '' for a `secret`: its value never leaves the server. */
  value: string;
  version: number;
  /** For a `secret` only: whether one is stored. */
  isSet?: boolean;
}

/** Whether a switch parameter's stored value means on. */
export const isSwitchOn = (value: string | undefined) => value === 'true';
