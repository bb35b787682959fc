import * as v from 'valibot';
import type { TransitionState } from './enums';
import { isWebAddress, WEB_ADDRESS_KEY } from '../rules/web-address';
import { storableString, versionSchema } from './storable';
import { CONFIGURATION_KEYS, SWITCH_PARAMETERS, type ConfigurationKey } from './config-defaults';

export * from './config-defaults';

const configurationKey = v.picklist(CONFIGURATION_KEYS, 'configuration.unknownKey');

/** Parameters that hold a link to an outside page: empty, or an http or https address. */
export const WEB_ADDRESS_KEYS: readonly ConfigurationKey[] = ['childmindingExternalUrl'];

/** Body of `PUT /api/configuration`: the changed parameters, each with the version it was read at. */
export const ConfigurationUpdateSchema = v.pipe(
  v.array(
    v.pipe(
      v.object({
        key: configurationKey,
        value: storableString(),
        version: versionSchema,
      }),
      v.forward(
        v.check(
          ({ key, value }) =>
            !SWITCH_PARAMETERS.includes(key) || value === 'true' || value === 'false',
          'configuration.switchValue',
        ),
        ['value'],
      ),
      v.forward(
        v.check(
          ({ key, value }) =>
            !WEB_ADDRESS_KEYS.includes(key) || value === '' || isWebAddress(value),
          WEB_ADDRESS_KEY,
        ),
        ['value'],
      ),
    ),
  ),
  v.minLength(1, 'configuration.nothingToSave'),
);
export type ConfigurationUpdate = v.InferOutput<typeof ConfigurationUpdateSchema>;

/** Answer of `GET /api/pseudo-constants`. */
export interface PseudoConstants {
  nextSchoolYearTransition: {
    transitionState: TransitionState;
    nameUpcomingSchoolYear: string | null;
  };
}
