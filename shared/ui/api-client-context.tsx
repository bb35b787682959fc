import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client';

/**
 * The API client of the app around a shared form: the portal's same-origin client, or a
 * widget's client for its `api` origin. Shared forms that call the server (the e-mail check,
 * the payment dialog) read it from here instead of importing one app's client.
 */
export const ApiClientContext = createContext<ApiClient | null>(null);

/** The surrounding app's API client; throws when none is provided, which is a wiring bug. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: no ApiClientContext.Provider above this component');
  return client;
}
