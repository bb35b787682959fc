import { getMyDashboard } from '../contracts/my-dashboard';
import type { MyDashboard } from '../model/my-dashboard';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';

/** The personal area's start page of the caller's family ({@link getMyDashboard}). */
export const fetchMyDashboard = (client: ApiClient, options?: CallOptions): Promise<MyDashboard> =>
  call(client, getMyDashboard, {}, options);
