import { isApiError } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { fetchPresencePdf } from '../../../shared/api/presence';
import type { Locale } from '../../../shared/model/enums';
import { presencePdfName } from '../../../shared/model/presence';
import { showSnackbar } from '../../../shared/state/snackbar';
import { saveFile } from '../../../shared/ui/save-file';
import { reportFailure } from '../../app/failures';

/**
 * Downloads the presence PDF as `Presence_List_{date}.pdf`, in the screen's `locale`, and says
 * how it went (spec 001 §8):
 * success → download-success, 400 → invalid data, 500 → server error, anything else the
 * office's failure report with the export-failed message.
 */
export async function downloadPresencePdf(
  client: ApiClient,
  date: string,
  recurrenceId: number,
  numberOfDays: number,
  locale?: Locale,
): Promise<void> {
  try {
    saveFile(
      await fetchPresencePdf(client, date, recurrenceId, numberOfDays, locale),
      presencePdfName(date),
    );
    showSnackbar('presence.pdf.downloaded', { kind: 'success' });
  } catch (error) {
    if (isApiError(error, 400)) showSnackbar('presence.pdf.invalidData', { kind: 'error' });
    else if (isApiError(error, 500)) showSnackbar('presence.pdf.serverError', { kind: 'error' });
    else reportFailure(error, 'presence.pdf.exportFailed');
  }
}
