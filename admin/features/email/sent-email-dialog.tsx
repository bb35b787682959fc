import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { fetchSentEmail, resendEmail } from '../../../shared/api/email';
import { isEmailSuccess, type SentEmailDetail } from '../../../shared/model/email';
import { showSnackbar } from '../../../shared/state/snackbar';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { RecordByIdDialog, SimpleDialog } from '../../../shared/ui/dialog';
import { invalidate } from '../../../shared/ui/use-resource';
import { FactList, type Fact } from '../../ui/fact-list';
import { EmailStatusBadge } from './sent-email-columns';
import { SENT_EMAILS_TAG } from './sent-email-list';

/** Props of {@link SentEmailDialog}. */
export interface SentEmailDialogProps {
  id: number;
  onClose: () => void;
}

/**
 * The e-mail detail viewer (spec 001 §2.4): subject, sender, recipient, modified, status and
 * the body, which is shown in a sandboxed frame (no scripts, no access to the portal), and for
 * a failed mail its reason and "Send again".
 */
export function SentEmailDialog({ id, onClose }: SentEmailDialogProps) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const title = i18n._('emailLog.detailTitle');
  return (
    <RecordByIdDialog
      id={id}
      load={(recordId, signal) => fetchSentEmail(client, recordId, { signal })}
      title={title}
      failedTitleKey="emailLog.loadFailed"
      onClose={onClose}
    >
      {(mail) => (mail ? <SentEmailView mail={mail} title={title} onClose={onClose} /> : null)}
    </RecordByIdDialog>
  );
}

function SentEmailView({
  mail,
  title,
  onClose,
}: {
  mail: SentEmailDetail;
  title: string;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const client = useApiClient();
  const [busy, setBusy] = useState(false);

  async function onResend() {
    setBusy(true);
    try {
      await resendEmail(client, mail.id);
      invalidate(SENT_EMAILS_TAG);
      showSnackbar('emailLog.resent', { kind: 'success', values: { recipient: mail.recipient } });
      onClose();
    } catch {
      showSnackbar('emailLog.resendFailed', { kind: 'error' });
      setBusy(false);
    }
  }

  const facts: Fact[] = [
    [i18n._('emailLog.subject'), mail.subject],
    [i18n._('emailLog.sender'), mail.sender],
    [i18n._('emailLog.recipient'), mail.recipient],
    [
      i18n._('emailLog.modified'),
      i18n.date(mail.modified, { dateStyle: 'medium', timeStyle: 'short' }),
    ],
    [i18n._('emailLog.statusLabel'), <EmailStatusBadge status={mail.status} i18n={i18n} />],
  ];
  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={i18n._('dialog.close')}
      className="max-w-3xl"
    >
      <FactList facts={facts} />
      {mail.errorMessage ? (
        <p className="mt-3 rounded bg-red-50 p-2 text-sm break-words text-red-800">
          {mail.errorMessage}
        </p>
      ) : null}
      <iframe
        title={i18n._('emailLog.body')}
        sandbox=""
        srcDoc={mail.body}
        className="mt-4 h-96 w-full rounded border border-gray-200 bg-white"
      />
      {isEmailSuccess(mail.status) ? null : (
        <div className="mt-4 flex justify-end">
          <Button onClick={() => void onResend()} disabled={busy}>
            {i18n._('emailLog.resend')}
          </Button>
        </div>
      )}
    </SimpleDialog>
  );
}
