import { useState } from 'react';
import { call } from '../../../../shared/api/call';
import * as contract from '../../../../shared/contracts/email-template';
import { showSnackbar } from '../../../../shared/state/snackbar';
import { useApiClient } from '../../../../shared/ui/api-client-context';
import { invalidate, useResource } from '../../../../shared/ui/use-resource';
import { reportFailure } from '../../../app/failures';
import { showComposerFailure } from './composition-error';
import {
  draftHasText,
  EMPTY_DRAFT,
  templateButtons,
  type LoadedTemplate,
  type TemplateDraft,
} from './template-rules';
import { useDebouncedCall } from './use-debounced-call';

/** The tag a save or delete reloads the combobox's list by. */
export const EMAIL_TEMPLATES_TAG = 'email-templates';

/** Spec 002 §9: a save goes out 1 s after the last click, a delete 500 ms. */
export const SAVE_DELAY_MS = 1000;
export const DELETE_DELAY_MS = 500;

/**
 * The composer's template (spec 002 §4): the draft, the template it was loaded from, the list of
 * stored ones, and load, save, delete and clear with their button rules. `onEdited` runs when
 * the text or the types change (the validation is reset then).
 */
export function useTemplate({ onEdited }: { onEdited: () => void }) {
  const client = useApiClient();
  const [draft, setDraft] = useState<TemplateDraft>(EMPTY_DRAFT);
  const [loaded, setLoaded] = useState<LoadedTemplate | null>(null);
  /** Set while "load over a non-empty draft" waits for the answer. */
  const [confirmLoad, setConfirmLoad] = useState(false);
  const templates = useResource(
    (signal) => call(client, contract.listEmailTemplates, {}, { signal }),
    [client],
    { tags: [EMAIL_TEMPLATES_TAG] },
  );
  const list = templates.data ?? [];
  const buttons = templateButtons(draft, list, loaded);
  const saving = useDebouncedCall(SAVE_DELAY_MS);
  const deleting = useDebouncedCall(DELETE_DELAY_MS);

  const change = (changes: Partial<TemplateDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    if ('subject' in changes || 'body' in changes || 'types' in changes) onEdited();
  };

  async function load() {
    const { name, language } = draft;
    try {
      const template = await call(client, contract.getEmailTemplate, {
        params: { name: name.trim(), language },
      });
      setDraft({
        name: template.name,
        language: template.language,
        subject: template.subject,
        body: template.body,
        style: template.style,
        types: template.types,
      });
      setLoaded(template);
      onEdited();
      showSnackbar('email.message.loaded', { kind: 'success' });
    } catch (error) {
      reportFailure(error, 'email.message.loadFailed');
    }
  }

  return {
    draft,
    change,
    loaded,
    templates: list,
    buttons,
    saving: saving.pending,
    deleting: deleting.pending,
    confirmLoad,
    setConfirmLoad,
    /** Load; over a draft with text it asks first (`confirmLoad`). */
    requestLoad: () => (draftHasText(draft) ? setConfirmLoad(true) : void load()),
    load,
    save: () =>
      saving.schedule(async () => {
        try {
          const saved = await call(client, contract.saveEmailTemplate, {
            body: { ...draft, version: buttons.loaded ? loaded!.version : null },
          });
          setLoaded(saved);
          setDraft((current) => ({ ...current, body: saved.body }));
          invalidate(EMAIL_TEMPLATES_TAG);
          showSnackbar('email.message.saved', { kind: 'success' });
        } catch (error) {
          showComposerFailure(error, 'email.message.saveFailed');
        }
      }),
    remove: () =>
      deleting.schedule(async () => {
        try {
          await call(client, contract.deleteEmailTemplate, {
            body: { name: draft.name.trim(), language: draft.language },
          });
          setLoaded(null);
          invalidate(EMAIL_TEMPLATES_TAG);
          showSnackbar('email.message.deleted', { kind: 'success' });
        } catch (error) {
          showComposerFailure(error, 'email.message.deleteFailed');
        }
      }),
    clear: () => {
      setDraft(EMPTY_DRAFT);
      setLoaded(null);
      onEdited();
    },
  };
}

/** What {@link useTemplate} answers. */
export type TemplateState = ReturnType<typeof useTemplate>;
