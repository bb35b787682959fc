import type { MessageId } from '../../../shared/model/message-ids';
import { showSnackbar } from '../../../shared/state/snackbar';
import { saveFile } from '../../../shared/ui/save-file';
import { reportFailure } from '../../app/failures';

/**
 * Saves a list's file (a PDF, the dismissal sheets' zip) as `name` and says so; a failure is
 * reported as the office's failures are, with the download-failed message.
 */
export async function downloadListFile(
  load: () => Promise<Blob>,
  name: string,
  done: MessageId = 'lists.downloaded',
): Promise<void> {
  try {
    saveFile(await load(), name);
    showSnackbar(done, { kind: 'success' });
  } catch (error) {
    reportFailure(error, 'lists.downloadFailed');
  }
}
