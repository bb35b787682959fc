import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { EmailPreview } from '../../../../shared/model/email';
import { RecordTabs } from '../../../../shared/ui/dialog/record-tabs';
import { SimpleDialog } from '../../../../shared/ui/dialog/dialog';

/**
 * One recipient's mail in both languages (spec 002 §7 preview; issue 20.3), the language the
 * family gets shown first and named. The rendered HTML sits in an empty-sandboxed frame, as in
 * the log's viewer: no script, no access to the portal.
 */
export function PreviewDialog({
  preview,
  onClose,
}: {
  preview: EmailPreview;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<string>(preview.language);
  const languageName = i18n._(`composer.language.${preview.language}`);
  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={i18n._('composer.previewTitle', { name: preview.recipient.name })}
      description={i18n._('composer.previewGets', { language: languageName })}
      closeLabel={i18n._('composer.close')}
      className="max-w-3xl"
    >
      <RecordTabs
        value={tab}
        onValueChange={setTab}
        tabs={preview.mails.map((mail) => ({
          value: mail.language,
          label: i18n._(`composer.language.${mail.language}`),
          content: (
            <div className="space-y-2">
              <p className="text-sm">
                <span className="font-medium">{i18n._('composer.subject')}:</span> {mail.subject}
              </p>
              <iframe
                title={i18n._('composer.previewBody', {
                  language: i18n._(`composer.language.${mail.language}`),
                })}
                sandbox=""
                srcDoc={mail.html}
                className="h-96 w-full rounded border border-gray-200 bg-white"
              />
            </div>
          ),
        }))}
      />
    </SimpleDialog>
  );
}
