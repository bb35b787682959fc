import type { ParameterSpec } from './config-defaults';

/**
 * The defaults of the parameters `GET /api/config` answers to everyone (`PublicConfig`), as
 * stored (text). Apart from their entries below so a widget's first paint, which shows them until
 * the configuration arrives, carries only these values.
 */
export const PUBLIC_DEFAULTS = {
  productName: 'Kitebook',
  defaultLocale: 'en',
  Maintenance_Value_Number: '0',
  childmindingMode: 'INTERNALLY_ENABLED',
  childmindingExternalUrl: '',
  vatPercent: '0',
} as const;

/**
 * The public parameters' entries of `CONFIGURATION_PARAMETERS` (config-defaults.ts), which
 * lists them in its order.
 */
export const PUBLIC_PARAMETERS = {
  productName: {
    type: 'text',
    default: PUBLIC_DEFAULTS.productName,
    group: 'general',
    required: true,
  },
  defaultLocale: {
    type: 'choice',
    default: PUBLIC_DEFAULTS.defaultLocale,
    group: 'general',
    options: ['en', 'de'],
  },
  /** Spec 000 §4: non-zero switches maintenance on. */
  Maintenance_Value_Number: {
    type: 'integer',
    default: PUBLIC_DEFAULTS.Maintenance_Value_Number,
    group: 'general',
    min: 0,
    max: 999,
  },
  childmindingMode: {
    type: 'choice',
    default: PUBLIC_DEFAULTS.childmindingMode,
    group: 'childminding',
    options: ['INTERNALLY_ENABLED', 'OUTSOURCED', 'NONE'],
  },
  childmindingExternalUrl: {
    type: 'webAddress',
    default: PUBLIC_DEFAULTS.childmindingExternalUrl,
    group: 'childminding',
  },
  vatPercent: {
    type: 'decimal',
    default: PUBLIC_DEFAULTS.vatPercent,
    group: 'billing',
    min: 0,
    max: 100,
  },
} as const satisfies Record<string, ParameterSpec>;
