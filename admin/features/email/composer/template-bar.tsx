import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { TEMPLATE_LANGUAGES, type TemplateLanguage } from '../../../../shared/model/email';
import { Button } from '../../../../shared/ui/button';
import { ConfirmDialog } from '../../../../shared/ui/dialog/confirm-dialog';
import { SelectField } from '../../../../shared/ui/select-field';
import { TextField } from '../../../../shared/ui/text-field';
import type { TemplateState } from './use-template';
import { useState } from 'react';

/**
 * The template combobox (spec 002 §2.3): a name typed or picked from the stored ones (a
 * datalist: the platform's own suggestions, keyboard and screen reader included), its
 * language, and load, delete, save and clear under spec 002 §4's rules.
 */
export function TemplateBar({ template }: { template: TemplateState }) {
  const { i18n } = useLingui();
  const listId = useId();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { draft, buttons } = template;
  const names = [...new Set(template.templates.map((t) => t.name))];
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem] sm:items-end">
        <TextField
          label={i18n._('composer.template.name')}
          list={listId}
          autoComplete="off"
          value={draft.name}
          counter={255}
          onChange={(event) => template.change({ name: event.currentTarget.value })}
          hint={
            buttons.existing?.protective
              ? i18n._('composer.template.protective')
              : buttons.existing && !buttons.loaded
                ? i18n._('composer.template.existsNotLoaded')
                : undefined
          }
        />
        <datalist id={listId}>
          {names.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <SelectField
          label={i18n._('composer.template.language')}
          value={draft.language}
          onChange={(event) =>
            template.change({ language: event.currentTarget.value as TemplateLanguage })
          }
          options={TEMPLATE_LANGUAGES.map((language) => ({
            value: language,
            label: i18n._(`composer.language.${language}`),
          }))}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!buttons.canLoad} onClick={template.requestLoad}>
          {i18n._('composer.template.load')}
        </Button>
        <Button
          variant="secondary"
          disabled={!buttons.canSave || template.saving}
          onClick={template.save}
        >
          {i18n._(template.saving ? 'composer.template.saving' : 'composer.template.save')}
        </Button>
        <Button
          variant="secondary"
          disabled={!buttons.canDelete || template.deleting}
          onClick={() => setConfirmDelete(true)}
        >
          {i18n._(template.deleting ? 'composer.template.deleting' : 'composer.template.delete')}
        </Button>
        <Button variant="ghost" onClick={template.clear}>
          {i18n._('composer.template.clear')}
        </Button>
      </div>
      <ConfirmDialog
        open={template.confirmLoad}
        onOpenChange={template.setConfirmLoad}
        title={i18n._('composer.template.overrideTitle')}
        text={i18n._('composer.template.overrideText', { name: draft.name.trim() })}
        confirmLabel={i18n._('composer.template.load')}
        onConfirm={template.load}
      />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        variant="destructive"
        title={i18n._('composer.template.deleteTitle', { name: draft.name.trim() })}
        text={i18n._('composer.template.deleteText')}
        confirmLabel={i18n._('composer.template.delete')}
        onConfirm={template.remove}
      />
    </div>
  );
}
