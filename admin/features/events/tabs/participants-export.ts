import { call } from '../../../../shared/api/call';
import type { ApiClient } from '../../../../shared/api/client';
import { exportEventParticipants } from '../../../../shared/contracts/event-office';

/** The export's file name (spec 002 §9). */
export const EXPORT_FILE_NAME = 'export.xlsx';

/**
 * Downloads a service's participants as `export.xlsx` (`GET /api/event/{id}/export/participants`,
 * a blob): an object URL on a link with `download`, revoked once the browser took it.
 */
export async function downloadParticipants(client: ApiClient, eventId: number): Promise<void> {
  const blob = await call(client, exportEventParticipants, { params: { id: eventId } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
