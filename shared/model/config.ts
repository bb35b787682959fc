import * as v from 'valibot';
import type { MessageId } from './message-ids';
import { BIC_KEY, isValidBic } from '../rules/bic';
import { CREDITOR_ID_KEY, isValidCreditorId } from '../rules/creditor-id';
import { EMAIL_PATTERN } from '../rules/email';
import { isValidIbanChecksum, normalizeIban } from '../rules/iban';
import type { NextSchoolYearTransition } from './school-year-transition';
import { isWebAddress, WEB_ADDRESS_KEY } from '../rules/web-address';
import { isIssuerAddress, ISSUER_ADDRESS_KEY } from '../rules/issuer-address';
import { storableString, versionSchema } from './storable';
import {
  CONFIGURATION_KEYS,
  CONFIGURATION_PARAMETERS,
  type ConfigurationKey,
  type ParameterSpec,
} from './config-defaults';

export * from './config-defaults';

/** Message keys of the parameter rules. */
export const CONFIGURATION_ISSUES = {
  required: 'configuration.required',
  wholeNumber: 'configuration.wholeNumber',
  number: 'configuration.number',
  option: 'configuration.option',
  switchValue: 'configuration.switchValue',
  duplicateKey: 'configuration.duplicateKey',
  externalLinkRequired: 'configuration.externalLinkRequired',
  ssoClientIdRequired: 'configuration.ssoClientIdRequired',
  ssoIssuerRequired: 'configuration.ssoIssuerRequired',
  issuerAddress: ISSUER_ADDRESS_KEY,
  email: 'shared.rules.email-content',
  webAddress: WEB_ADDRESS_KEY,
  iban: 'my.person.payment.invalid-iban',
  bic: BIC_KEY,
  creditorId: CREDITOR_ID_KEY,
} as const satisfies Record<string, MessageId>;

const WHOLE_NUMBER = /^-?\d{1,9}$/;
const DECIMAL = /^-?\d{1,9}(\.\d{1,4})?$/;

const inRange = (spec: ParameterSpec, value: string) => {
  const number = Number(value);
  return (
    (spec.min === undefined || number >= spec.min) && (spec.max === undefined || number <= spec.max)
  );
};

/**
 * What is wrong with `value` for parameter `key` by its {@link CONFIGURATION_PARAMETERS} entry,
 * or null when it may be stored. The server's schema and the configuration screen both ask it.
 */
export function parameterIssue(key: ConfigurationKey, value: string): MessageId | null {
  const spec: ParameterSpec = CONFIGURATION_PARAMETERS[key];
  if (value === '') return spec.required ? CONFIGURATION_ISSUES.required : emptyIssue(spec);
  switch (spec.type) {
    case 'text':
    case 'secret':
      return null;
    case 'email':
      return EMAIL_PATTERN.test(value) ? null : CONFIGURATION_ISSUES.email;
    case 'webAddress':
      return isWebAddress(value) ? null : CONFIGURATION_ISSUES.webAddress;
    case 'issuerAddress':
      return isIssuerAddress(value) ? null : CONFIGURATION_ISSUES.issuerAddress;
    case 'switch':
      return value === 'true' || value === 'false' ? null : CONFIGURATION_ISSUES.switchValue;
    case 'choice':
      return spec.options?.includes(value) ? null : CONFIGURATION_ISSUES.option;
    case 'integer':
      return WHOLE_NUMBER.test(value) && inRange(spec, value)
        ? null
        : CONFIGURATION_ISSUES.wholeNumber;
    case 'decimal':
      return DECIMAL.test(value) && inRange(spec, value) ? null : CONFIGURATION_ISSUES.number;
    case 'iban':
      return value === normalizeIban(value) && isValidIbanChecksum(value)
        ? null
        : CONFIGURATION_ISSUES.iban;
    case 'bic':
      return isValidBic(value) ? null : CONFIGURATION_ISSUES.bic;
    case 'creditorId':
      return isValidCreditorId(value) ? null : CONFIGURATION_ISSUES.creditorId;
  }
}

/** An empty value: allowed for texts, addresses and links that are not required, never else. */
function emptyIssue(spec: ParameterSpec): MessageId | null {
  switch (spec.type) {
    case 'text':
    case 'email':
    case 'webAddress':
    case 'iban':
    case 'bic':
    case 'creditorId':
    case 'issuerAddress':
    case 'secret':
      return null;
    case 'switch':
      return CONFIGURATION_ISSUES.switchValue;
    case 'choice':
      return CONFIGURATION_ISSUES.option;
    case 'integer':
      return CONFIGURATION_ISSUES.wholeNumber;
    case 'decimal':
      return CONFIGURATION_ISSUES.number;
  }
}

const configurationKey = v.picklist(CONFIGURATION_KEYS, 'configuration.unknownKey');

/**
 * Body of `PUT /api/configuration`: the changed parameters, each with the version it was read at
 * and a value its entry of {@link CONFIGURATION_PARAMETERS} allows; an unknown key, a key named
 * twice or an empty list is refused whole.
 */
export const ConfigurationUpdateSchema = v.pipe(
  v.array(
    v.pipe(
      v.object({
        key: configurationKey,
        value: storableString(),
        version: versionSchema,
      }),
      v.forward(
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const message = parameterIssue(dataset.value.key, dataset.value.value);
          if (message) addIssue({ message });
        }),
        ['value'],
      ),
    ),
  ),
  v.minLength(1, 'configuration.nothingToSave'),
  v.check(
    (changes) => new Set(changes.map((change) => change.key)).size === changes.length,
    CONFIGURATION_ISSUES.duplicateKey,
  ),
);
export type ConfigurationUpdate = v.InferOutput<typeof ConfigurationUpdateSchema>;

/** Answer of `GET /api/pseudo-constants`. */
export interface PseudoConstants {
  nextSchoolYearTransition: NextSchoolYearTransition;
}
