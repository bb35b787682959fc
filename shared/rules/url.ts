import * as v from 'valibot';
import { trimmedText } from '../model/storable';

import { isWebAddress, WEB_ADDRESS_KEY } from './web-address';

export * from './web-address';

/**
 * A link to an outside page as a form or request sends it (the childminding provider, a
 * service's map): trimmed, empty allowed, otherwise an http or https address
 * (`shared.rules.web-address`). Every URL field's schema uses it, in the forms and the server.
 */
export const webAddressSchema = v.pipe(
  trimmedText(),
  v.check((value) => value === '' || isWebAddress(value), WEB_ADDRESS_KEY),
);
