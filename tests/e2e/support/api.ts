import type { APIRequestContext } from '@playwright/test';
import type { ConfigurationKey, ConfigurationParameter } from '../../../shared/model/config';
import { newCustomer, type ApiCaller, type CustomerFixture } from '../../support/api-fixtures';
import { DEMO_PASSWORD } from './accounts';
import { demoSession } from './session';

/**
 * The bearer header of `login` for API calls. With the demo password (every demo login and
 * fixture customer) the worker's open session is reused (support/session.ts): no password hash
 * per call. Any other password signs in anew.
 */
export async function bearerFor(
  request: APIRequestContext,
  login: string,
  password = DEMO_PASSWORD,
) {
  if (password === DEMO_PASSWORD) {
    return { Authorization: `Bearer ${(await demoSession(request, login)).token}` };
  }
  const response = await request.post('/api/auth/signin', {
    data: { login, password },
  });
  if (!response.ok()) throw new Error(`Sign-in of ${login} failed: ${response.status()}`);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** Sets one configuration parameter as the demo system administrator does. */
export async function setConfiguration(
  request: APIRequestContext,
  key: ConfigurationKey,
  value: string,
): Promise<void> {
  await setConfigurations(request, { [key]: value });
}

/** Sets several parameters in one save (those that are checked together, such as the issuer). */
export async function setConfigurations(
  request: APIRequestContext,
  values: Partial<Record<ConfigurationKey, string>>,
): Promise<void> {
  const headers = await bearerFor(request, 'sysadmin@kitebook.test');
  const parameters = (await (
    await request.get('/api/configuration', { headers })
  ).json()) as ConfigurationParameter[];
  const data = Object.entries(values).map(([key, value]) => {
    const current = parameters.find((parameter) => parameter.key === key);
    if (!current) throw new Error(`No configuration parameter ${key}`);
    return { key, value, version: current.version };
  });
  const response = await request.put('/api/configuration', { headers, data });
  if (!response.ok())
    throw new Error(`Saving ${Object.keys(values).join()} failed: ${response.status()}`);
}

/** Playwright's request context as the shared fixtures' caller (tests/support/api-fixtures.ts). */
export function playwrightCaller(request: APIRequestContext): ApiCaller {
  return async (method, path, { body, form, headers } = {}) => {
    const response = await request.fetch(path, {
      method,
      headers,
      ...(form ? { multipart: form } : { data: body }),
    });
    return { status: response.status(), json: () => response.json() as Promise<unknown> };
  };
}

/**
 * {@link newCustomer} for a spec: a customer of its own, signed up, approved and signed in
 * through the API (`options` as there).
 */
export function newTestCustomer(
  request: APIRequestContext,
  givenName: string,
  options: Omit<Parameters<typeof newCustomer>[2] & object, 'adminHeaders'> = {},
): Promise<CustomerFixture> {
  // The approving administrator signs in once per worker: each sign-in hashes a password.
  return bearerFor(request, 'sysadmin@kitebook.test').then((adminHeaders) =>
    newCustomer(playwrightCaller(request), givenName, { ...options, adminHeaders }),
  );
}

/**
 * A new customer without payment data, signed up and approved through the API, for specs that
 * need the payment dialog whatever other specs did to the demo customers before.
 */
export async function newCustomerWithoutPaymentData(
  request: APIRequestContext,
  givenName: string,
  options: Parameters<typeof newTestCustomer>[2] = {},
): Promise<string> {
  return (await newTestCustomer(request, givenName, options)).login;
}
