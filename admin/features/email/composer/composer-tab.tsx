import { useLingui } from '@lingui/react';
import { useRef } from 'react';
import { fetchServiceOptions } from '../../../../shared/api/booking-save';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/dialog/confirm-dialog';
import { useResource } from '../../../../shared/ui/use-resource';
import { ComposeFields } from './compose-fields';
import { PreviewDialog } from './preview-dialog';
import { RecipientSources } from './recipient-sources';
import { RecipientTable } from './recipient-table';
import { SendProgress } from './send-progress';
import { TemplateBar } from './template-bar';
import { useComposition } from './use-composition';
import { useRecipients } from './use-recipients';
import { useTemplate } from './use-template';

/**
 * The composer (spec 002 §2.3; issue 20.3): recipients (basket and filters) in their table,
 * the template and its fields, Check, Send with §5's questions and the send's progress.
 */
export function ComposerTab() {
  const { i18n } = useLingui();
  const client = useApiClient();
  const recipients = useRecipients();
  // The validation belongs to the text and types it checked (spec 002 §4): editing resets it.
  const template = useTemplate({ onEdited: () => composition.resetValidation() });
  const composition = useComposition({
    draft: template.draft,
    loaded: template.loaded,
    recipients: recipients.recipients,
  });
  const services = useResource((signal) => fetchServiceOptions(client, { signal }), [client]);
  const question = composition.questions[0];
  /** The confirm dialog reports a close after a confirm too; only a real decline cancels. */
  const answered = useRef(false);
  const count = recipients.recipients.length;

  return (
    <div className="space-y-6">
      <section aria-labelledby="composer-recipients" className="space-y-3">
        <h2 id="composer-recipients" className="text-lg font-semibold text-gray-900">
          {i18n._('composer.recipients.title')}
        </h2>
        <RecipientSources recipients={recipients} services={services.data ?? []} />
        <RecipientTable recipients={recipients} composition={composition} />
      </section>
      <section aria-labelledby="composer-mail" className="space-y-4">
        <h2 id="composer-mail" className="text-lg font-semibold text-gray-900">
          {i18n._('composer.mail')}
        </h2>
        <TemplateBar template={template} />
        <ComposeFields
          template={template}
          composition={composition}
          services={services.data ?? []}
          recipients={recipients.recipients}
        />
        {composition.validation ? (
          <p role="status" className="text-sm text-gray-700">
            {i18n._('composer.checked', {
              count: composition.validation.recipients.length,
              missing: composition.validation.results.filter((r) => r.missingWildcards.length > 0)
                .length,
            })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={count === 0 || composition.busy !== null}
            onClick={composition.check}
          >
            {i18n._(composition.busy === 'check' ? 'composer.checking' : 'composer.check')}
          </Button>
          <Button
            disabled={count === 0 || composition.busy !== null}
            onClick={composition.requestSend}
          >
            {i18n._(composition.busy === 'send' ? 'composer.sending' : 'composer.send')}
          </Button>
        </div>
        {composition.progress ? <SendProgress progress={composition.progress} /> : null}
      </section>
      <ConfirmDialog
        open={question !== undefined}
        onOpenChange={(open) => {
          if (!open && !answered.current) composition.answer(false);
          answered.current = false;
        }}
        title={i18n._('composer.sendQuestion')}
        text={
          question
            ? i18n._(
                question.kind === 'wrongType' ? 'composer.sendWrongType' : 'composer.sendInvalid',
                { count: question.count },
              )
            : null
        }
        confirmLabel={i18n._('composer.send')}
        onConfirm={() => {
          answered.current = true;
          composition.answer(true);
        }}
      />
      {composition.preview ? (
        <PreviewDialog preview={composition.preview} onClose={composition.closePreview} />
      ) : null}
    </div>
  );
}
