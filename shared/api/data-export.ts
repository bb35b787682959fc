import { exportFamilyData } from '../contracts/data-export';
import { call, type CallOptions } from './call';
import type { ApiClient } from './client';

/** The caller's family's data as a zip ({@link exportFamilyData}). */
export const fetchFamilyDataExport = (client: ApiClient, options?: CallOptions): Promise<Blob> =>
  call(client, exportFamilyData, {}, options);
