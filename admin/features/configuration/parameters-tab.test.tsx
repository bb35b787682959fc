// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequestOptions } from '../../../shared/api/client';
import {
  CONFIGURATION_DEFAULTS,
  CONFIGURATION_KEYS,
  type ConfigurationParameter,
} from '../../../shared/model/config';
import { ApiClientContext } from '../../../shared/ui/api-client-context';
import { click, mount, settle, typeInto } from '../../../shared/ui/form/test-harness';
import { ParametersTab } from './parameters-tab';

vi.mock('../../app/refresh-config', () => ({ refreshConfig: vi.fn(async () => undefined) }));

/** The configuration as the server answers it: the client secret stored, so only `isSet`. */
const stored = (): ConfigurationParameter[] =>
  CONFIGURATION_KEYS.map((key) =>
    key === 'ssoClientSecret'
      ? { key, value: '', version: 1, isSet: true }
      : key === 'ssoIssuer'
        ? { key, value: 'https://login.school.example', version: 1 }
        : key === 'ssoClientId'
          ? { key, value: 'kitebook', version: 1 }
          : { key, value: CONFIGURATION_DEFAULTS[key], version: 1 },
  );

const puts: unknown[] = [];
const client: ApiClient = {
  baseURL: '',
  request: async <T,>(_path: string, options: ApiRequestOptions = {}) => {
    if (options.method === 'PUT') puts.push(options.body);
    return stored() as T;
  },
};

let view: ReturnType<typeof mount>;
const secret = () => document.getElementById('parameter-ssoClientSecret') as HTMLInputElement;
const save = () =>
  click([...document.querySelectorAll('button')].find((b) => b.textContent === 'admin.save')!);

beforeEach(async () => {
  puts.length = 0;
  view = mount(
    <ApiClientContext.Provider value={client}>
      <ParametersTab />
    </ApiClientContext.Provider>,
  );
  await settle();
});
afterEach(() => {
  view.unmount();
  document.body.innerHTML = '';
});

describe('the client secret on the configuration screen', () => {
  it('starts empty as a password field, says it is set, and an empty field keeps it', async () => {
    expect(secret().type).toBe('password');
    expect(secret().value).toBe('');
    expect(document.body.textContent).toContain('admin.secret.set');
    save();
    await settle();
    expect(puts).toEqual([]);
  });

  it('sends a typed secret, and an empty one when "remove" is ticked', async () => {
    typeInto(secret(), 'new-secret');
    save();
    await settle();
    expect(puts.at(-1)).toEqual([{ key: 'ssoClientSecret', value: 'new-secret', version: 1 }]);

    const remove = [...document.querySelectorAll('label')].find(
      (label) => label.textContent === 'admin.secret.remove',
    )!;
    click(document.getElementById(remove.htmlFor)!);
    await settle();
    expect(secret().disabled).toBe(true);
    save();
    await settle();
    expect(puts.at(-1)).toEqual([{ key: 'ssoClientSecret', value: '', version: 1 }]);
  });
});
