import type { APIRequestContext } from '@playwright/test';
import type { ConfigurationKey, ConfigurationParameter } from '../../../shared/model/config';
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
