import type { APIRequestContext } from '@playwright/test';
import type { ConfigurationKey, ConfigurationParameter } from '../../../shared/model/config';
import { newCustomer, type ApiCaller } from '../../support/api-fixtures';
import { DEMO_PASSWORD } from './accounts';

/** Signs `login` in through the API and returns the bearer header for further calls. */
export async function bearerFor(
  request: APIRequestContext,
  login: string,
  password = DEMO_PASSWORD,
) {
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
  const headers = await bearerFor(request, 'sysadmin@kitebook.test');
  const parameters = (await (
    await request.get('/api/configuration', { headers })
  ).json()) as ConfigurationParameter[];
  const current = parameters.find((parameter) => parameter.key === key);
  if (!current) throw new Error(`No configuration parameter ${key}`);
  const response = await request.put('/api/configuration', {
    headers,
    data: [{ key, value, version: current.version }],
  });
  if (!response.ok()) throw new Error(`Saving ${key} failed: ${response.status()}`);
}

/** Playwright's request context as the shared fixtures' caller (tests/support/api-fixtures.ts). */
export function playwrightCaller(request: APIRequestContext): ApiCaller {
  return async (method, path, { body, headers } = {}) => {
    const response = await request.fetch(path, { method, data: body, headers });
    return { status: response.status(), json: () => response.json() as Promise<unknown> };
  };
}

/**
 * A new customer without payment data, signed up and approved through the API, for specs that
 * need the payment dialog whatever other specs did to the demo customers before.
 */
export async function newCustomerWithoutPaymentData(
  request: APIRequestContext,
  givenName: string,
): Promise<string> {
  return (await newCustomer(playwrightCaller(request), givenName)).login;
}
