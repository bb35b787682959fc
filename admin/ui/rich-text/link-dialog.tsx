import { useLingui } from '@lingui/react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/button';
import { DialogFooter, SimpleDialog } from '../../../shared/ui/dialog';
import { TextField } from '../../../shared/ui/text-field';
import { isLinkAddress } from './link-address';

/** A link as the dialog edits it: its address and the text it shows. */
export interface LinkDraft {
  href: string;
  text: string;
}

/** Props of {@link LinkDialog}. */
export interface LinkDialogProps {
  /** The link under the cursor (editing) or the selected text (a new link). */
  initial: LinkDraft;
  /** Whether the cursor is in an existing link: the title says so and "Remove link" shows. */
  editing: boolean;
  onApply: (link: LinkDraft) => void;
  onRemove: () => void;
  onClose: () => void;
  /** Where focus goes once closed (the editor takes it back); default: the opening button. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The editor's link dialog (spec 002 §2.4): one address field (http(s), mailto or tel — what
 * the server keeps) and the link's text, titled "Add link" or "Edit link". Render it only while
 * open (it starts from `initial`).
 */
export function LinkDialog({
  initial,
  editing,
  onApply,
  onRemove,
  onClose,
  onCloseAutoFocus,
}: LinkDialogProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [href, setHref] = useState(initial.href);
  const [text, setText] = useState(initial.text);
  const [checked, setChecked] = useState(false);
  const trimmed = href.trim();
  const invalid = !isLinkAddress(trimmed);
  const error = checked && invalid ? i18n._('richText.link.invalid') : null;

  const submit = (event: FormEvent) => {
    // The dialog is portalled out of the service dialog's <form>, but React still bubbles
    // its submit there: stop it, or applying a link would save the service.
    event.preventDefault();
    event.stopPropagation();
    setChecked(true);
    if (invalid) {
      document.getElementById(`${id}-href`)?.focus();
      return;
    }
    onApply({ href: trimmed, text: text.trim() });
  };

  return (
    <SimpleDialog
      open
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={editing ? i18n._('richText.link.editTitle') : i18n._('richText.link.newTitle')}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          id={`${id}-href`}
          label={i18n._('richText.link.address')}
          value={href}
          onChange={(event) => setHref(event.currentTarget.value)}
          onBlur={() => setChecked(trimmed !== '')}
          error={error}
          hint={i18n._('richText.link.addressHint')}
          required
          autoComplete="off"
          inputMode="url"
        />
        <TextField
          id={`${id}-text`}
          label={i18n._('richText.link.text')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          hint={i18n._('richText.link.textHint')}
          autoComplete="off"
        />
        <DialogFooter>
          {editing ? (
            <Button variant="ghost" onClick={onRemove} className="sm:mr-auto">
              {i18n._('richText.link.remove')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {i18n._('richText.link.cancel')}
          </Button>
          <Button type="submit">{i18n._('richText.link.apply')}</Button>
        </DialogFooter>
      </form>
    </SimpleDialog>
  );
}
