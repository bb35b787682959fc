import type {
  EmailPersonType,
  EmailTemplateSummary,
  TemplateLanguage,
} from '../../../../shared/model/email';

/** What the composer edits: the template as a draft (spec 002 §3 "E-mail template"). */
export interface TemplateDraft {
  name: string;
  language: TemplateLanguage;
  subject: string;
  /** Rich text; '' for none. */
  body: string;
  style: boolean;
  types: EmailPersonType[];
}

/** The stored template the draft came from (after a load or a save). */
export interface LoadedTemplate {
  name: string;
  language: TemplateLanguage;
  version: number;
  protective: boolean;
}

export const EMPTY_DRAFT: TemplateDraft = {
  name: '',
  language: 'EN',
  subject: '',
  body: '',
  style: true,
  types: ['CUSTOMER'],
};

/** Which template buttons work (spec 002 §4 "E-mail template"). */
export interface TemplateButtons {
  /** The stored template of the draft's name and language, if any. */
  existing: EmailTemplateSummary | null;
  /** Whether the draft is that template, loaded (or saved) here. */
  loaded: boolean;
  canLoad: boolean;
  canSave: boolean;
  canDelete: boolean;
}

/**
 * Spec 002 §4: save is off without a name, and while an existing template of that name is not
 * the loaded one (saving would overwrite a text nobody looked at); load only for an existing
 * one; delete not without a name or for a protective one (nor for one that does not exist).
 */
export function templateButtons(
  draft: Pick<TemplateDraft, 'name' | 'language'>,
  templates: readonly EmailTemplateSummary[],
  loaded: LoadedTemplate | null,
): TemplateButtons {
  const name = draft.name.trim();
  const existing = templates.find((t) => t.name === name && t.language === draft.language) ?? null;
  const isLoaded = loaded !== null && loaded.name === name && loaded.language === draft.language;
  return {
    existing,
    loaded: isLoaded,
    canLoad: existing !== null,
    canSave: name !== '' && (existing === null || isLoaded),
    canDelete: name !== '' && existing !== null && !existing.protective,
  };
}

/** Whether loading would replace something typed (then the composer asks first). */
export const draftHasText = (draft: Pick<TemplateDraft, 'subject' | 'body'>) =>
  draft.subject.trim() !== '' || draft.body.replace(/<[^>]*>/g, '').trim() !== '';
