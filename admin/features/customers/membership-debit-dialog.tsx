import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { call } from '../../../shared/api/call';
import {
  parentsAssociationDebitReport,
  parentsAssociationDebitXml,
} from '../../../shared/contracts/direct-debit';
import { parentsAssociationDebitFileName } from '../../../shared/model/direct-debit';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { addDays, schoolToday } from '../../../shared/ui/calendar-dates';
import { saveFile } from '../../../shared/ui/save-file';
import { TextField } from '../../../shared/ui/text-field';
import { DirectDebitDialog } from '../direct-debit/direct-debit-dialog';

/**
 * The parents' association's direct debit (issue 22.5): a collection date for every member
 * family's fee, then the shared direct debit dialog's Check and Download.
 */
export function MembershipDebitDialog({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [paymentDate, setPaymentDate] = useState(() => addDays(schoolToday(), 7));
  return (
    <DirectDebitDialog
      title={i18n._('directDebit.title')}
      description={i18n._('directDebit.description')}
      inputKey={paymentDate}
      fields={(fieldError) => (
        <TextField
          className="w-44"
          type="date"
          required
          label={i18n._('directDebit.paymentDateLabel')}
          value={paymentDate}
          error={fieldError('paymentDate')}
          onChange={(event) => setPaymentDate(event.currentTarget.value)}
        />
      )}
      check={() => call(client, parentsAssociationDebitReport, { query: { paymentDate } })}
      download={async (email) => {
        const file = await call(client, parentsAssociationDebitXml, {
          query: { paymentDate, ...(email ? { email } : {}) },
        });
        saveFile(file, parentsAssociationDebitFileName(paymentDate));
      }}
      totals={(report, euro) =>
        i18n._('directDebit.totals', {
          count: report.count,
          fee: euro(report.feeCents),
          total: euro(report.controlSumCents),
        })
      }
      referenceLabel={i18n._('directDebit.leftOut.membershipId')}
      noneLeftOut={i18n._('directDebit.leftOut.none')}
      onClose={onClose}
    />
  );
}
