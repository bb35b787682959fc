import { useEffect, useState } from 'react';
import { call } from '../../../../shared/api/call';
import * as contract from '../../../../shared/contracts/email-template';
import type {
  EmailPreview,
  EmailSendProgress,
  EmailValidation,
} from '../../../../shared/model/email';
import { invalidWildcards, wildcardsIn } from '../../../../shared/model/email-wildcards';
import { showSnackbar } from '../../../../shared/state/snackbar';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { invalidate } from '../../../../shared/ui/use-resource';
import { SENT_EMAILS_TAG } from '../sent-email-list';
import { showComposerFailure } from './composition-error';
import type { LoadedTemplate, TemplateDraft } from './template-rules';
import { recipientKey, type ComposerRecipient } from './use-recipients';

/** How often a running send's progress is read. */
export const PROGRESS_POLL_MS = 1000;

/** A question before sending (spec 002 §5): some recipients of a wrong type, invalid addresses. */
export type SendQuestion = { kind: 'wrongType' | 'invalid'; count: number };

interface CompositionInput {
  draft: TemplateDraft;
  loaded: LoadedTemplate | null;
  recipients: readonly ComposerRecipient[];
}

/**
 * Check, preview and send of the composer (spec 002 §2.3, §5): the validation result (reset by
 * the caller when text or types change), the questions before a send, and the running send's
 * progress (sent / failed / waiting), read every second until nothing waits.
 */
export function useComposition({ draft, loaded, recipients }: CompositionInput) {
  const client = useApiClient();
  const [eventId, setEventId] = useState<number | null>(null);
  const [participantId, setParticipantId] = useState<number | null>(null);
  const [validation, setValidation] = useState<EmailValidation | null>(null);
  const [busy, setBusy] = useState<'check' | 'send' | 'preview' | null>(null);
  const [questions, setQuestions] = useState<SendQuestion[]>([]);
  const [progress, setProgress] = useState<EmailSendProgress | null>(null);
  const [preview, setPreview] = useState<EmailPreview | null>(null);

  const composition = () => ({
    recipients: recipients.map(({ id, type }) => ({ id, type })),
    template: {
      ...draft,
      version:
        loaded && loaded.name === draft.name && loaded.language === draft.language
          ? loaded.version
          : null,
    },
    eventId,
    participantId,
  });

  /** Spec 002 §5: wildcards outside the types' list are named at once, before any call. */
  function wildcardsAllowed() {
    const invalid = invalidWildcards(wildcardsIn(draft.subject, draft.body), draft.types);
    if (invalid.length === 0) return true;
    showSnackbar('email.message.invalidWildcards', {
      kind: 'error',
      values: { wildcards: invalid.join(', ') },
    });
    return false;
  }

  async function validate() {
    const result = await call(client, contract.validateEmail, { body: composition() });
    setValidation(result);
    return result;
  }

  async function run<T>(kind: 'check' | 'send' | 'preview', work: () => Promise<T>) {
    setBusy(kind);
    try {
      return await work();
    } catch (error) {
      showComposerFailure(
        error,
        kind === 'preview' ? 'composer.previewFailed' : 'composer.checkFailed',
      );
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  /** Queues the mails; the answer is the send's first progress. */
  async function startSend() {
    const started = await call(client, contract.sendEmail, { body: composition() });
    setProgress(started);
    invalidate(SENT_EMAILS_TAG);
  }

  useEffect(() => {
    if (!progress || progress.waiting === 0) return;
    const timer = setTimeout(() => {
      call(client, contract.getSendProgress, { params: { id: progress.id } }).then(
        (next) => {
          setProgress(next);
          invalidate(SENT_EMAILS_TAG);
        },
        () => setProgress({ ...progress }),
      );
    }, PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [client, progress]);

  return {
    eventId,
    setEventId,
    participantId,
    setParticipantId,
    validation,
    resetValidation: () => setValidation(null),
    busy,
    progress,
    preview,
    closePreview: () => setPreview(null),
    questions,
    check: () => wildcardsAllowed() && void run('check', validate),
    /**
     * Send: checks first; refuses when every recipient is of a wrong type, asks when some are
     * or when addresses are invalid (they are left out), then queues the mails.
     */
    requestSend: () =>
      wildcardsAllowed() &&
      void run('send', async () => {
        const result = await validate();
        const wrongType = result.recipients.filter((r) => !r.rightType).length;
        if (wrongType === result.recipients.length) {
          showSnackbar('email.message.falsePersonType', { kind: 'error' });
          return;
        }
        const invalid = result.recipients.filter((r) => r.rightType && !r.valid).length;
        const asked: SendQuestion[] = [];
        if (wrongType > 0) asked.push({ kind: 'wrongType', count: wrongType });
        if (invalid > 0) asked.push({ kind: 'invalid', count: invalid });
        setQuestions(asked);
        if (asked.length === 0) await startSend();
      }),
    /** The first question answered yes: the next one, or the send. */
    answer: (yes: boolean) => {
      const [, ...rest] = questions;
      setQuestions(yes ? rest : []);
      if (yes && rest.length === 0) void run('send', startSend);
    },
    showPreview: (recipient: ComposerRecipient) =>
      wildcardsAllowed() &&
      void run('preview', async () => {
        const result = await call(client, contract.previewEmail, {
          body: { ...composition(), recipient: { id: recipient.id, type: recipient.type } },
        });
        setPreview(result);
      }),
    /** The check's result of one recipient, if checked. */
    resultOf: (recipient: ComposerRecipient) => {
      if (!validation) return null;
      const key = recipientKey(recipient);
      const listed = validation.recipients.find((r) => recipientKey(r) === key);
      const result = validation.results.find(
        (r) => r.personId === recipient.id && r.type === recipient.type,
      );
      return listed ? { ...listed, missing: result?.missingWildcards ?? [] } : null;
    },
  };
}

/** What {@link useComposition} answers. */
export type CompositionState = ReturnType<typeof useComposition>;
