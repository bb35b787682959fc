import { call } from '../../../../shared/api/call';
import type { ApiClient } from '../../../../shared/api/client';
import { exportEventParticipants } from '../../../../shared/contracts/event-office';
import { saveFile } from '../../../../shared/ui/save-file';

/** The export's file name (spec 002 §9). */
export const EXPORT_FILE_NAME = 'export.xlsx';

/** Downloads a service's participants as `export.xlsx` (`GET /api/event/{id}/export/participants`). */
export async function downloadParticipants(client: ApiClient, eventId: number): Promise<void> {
  saveFile(
    await call(client, exportEventParticipants, { params: { id: eventId } }),
    EXPORT_FILE_NAME,
  );
}
