import type { APIRequestContext } from '@playwright/test';
import type { ConfigurationKey, ConfigurationParameter } from '../../../shared/model/config';
import type { PendingRegistration } from '../../../shared/model/register';
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

/**
 * A new customer without payment data, signed up and approved through the API, for specs that
 * need the payment dialog whatever other specs did to the demo customers before.
 */
export async function newCustomerWithoutPaymentData(
  request: APIRequestContext,
  givenName: string,
): Promise<string> {
  const login = `${givenName.toLowerCase()}.${Date.now()}@kitebook.test`;
  const signUp = await request.post('/api/auth/signup', {
    data: { givenName, familyName: 'Neu', email: login, password: DEMO_PASSWORD, locale: 'en' },
  });
  if (!signUp.ok()) throw new Error(`Sign-up of ${login} failed: ${signUp.status()}`);
  const headers = await bearerFor(request, 'sysadmin@kitebook.test');
  const pending = (await (
    await request.get('/api/register', { headers })
  ).json()) as PendingRegistration[];
  const registration = pending.find((entry) => entry.user.login === login);
  if (!registration) throw new Error(`No registration of ${login}`);
  const approval = await request.post(`/api/register/confirm/${registration.id}`, {
    headers,
    data: ['CUSTOMER'],
  });
  if (!approval.ok()) throw new Error(`Approving ${login} failed: ${approval.status()}`);
  return login;
}
