import { useLingui } from '@lingui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { fetchFamilyDataExport } from '../../../shared/api/data-export';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { schoolToday } from '../../../shared/ui/calendar-dates';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { saveFile } from '../../../shared/ui/save-file';
import { reportFailure } from '../../app/failures';

/**
 * The data export (issue 19.8, the GDPR's right of access): one click downloads everything the
 * system holds about the family as a zip (`GET /api/data-export`).
 */
export function DataExportCard() {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      saveFile(await fetchFamilyDataExport(client), `kitebook-data-${schoolToday()}.zip`);
    } catch (error) {
      reportFailure(error, 'myData.export.failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="data-export-heading">
      <h2 id="data-export-heading" className="text-lg font-semibold text-gray-900">
        {i18n._('myData.export.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">{i18n._('myData.export.hint')}</p>
      <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        <Download aria-hidden="true" className="size-4" />
        {i18n._(busy ? 'myData.export.preparing' : 'myData.export.download')}
      </Button>
    </Card>
  );
}
