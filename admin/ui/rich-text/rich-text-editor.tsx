import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFieldControl } from '../../../shared/ui/form/field';
import { EXTENSIONS } from './extensions';
import { LinkDialog, type LinkDraft } from './link-dialog';
import { formValueOf } from './editor-html';
import { Toolbar } from './toolbar';
import './rich-text.css';

/** Props of {@link RichTextEditor} (given by `RichTextField`). */
export interface RichTextEditorProps {
  id: string;
  /** The id of the field's label (`aria-labelledby`: a contenteditable has no `<label for>`). */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  disabled: boolean;
  /** Receives the insert-at-cursor function (RichTextField's `insertRef`). */
  insertRef?: RefObject<((text: string) => void) | null>;
}

/** The editable area's attributes: labelled, described by the field's hint and error. */
function attributesOf(
  id: string,
  labelId: string,
  describedBy: string | undefined,
  invalid: boolean,
  disabled: boolean,
): Record<string, string> {
  return {
    id,
    class: 'rich-text-content',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(disabled ? { 'aria-readonly': 'true' } : {}),
  };
}

/** The link under the cursor (the whole link is selected for editing) or the selected text. */
function linkDraftOf(editor: Editor): { draft: LinkDraft; editing: boolean } {
  const editing = editor.isActive('link');
  if (editing) editor.chain().focus().extendMarkRange('link').run();
  const { from, to } = editor.state.selection;
  const text = editor.state.doc.textBetween(from, to, ' ');
  const href = editing ? String(editor.getAttributes('link').href ?? '') : '';
  return { draft: { href, text }, editing };
}

/**
 * The tiptap editor behind `RichTextField`, in a chunk of its own (React.lazy): toolbar, the
 * editable area and the link dialog. The HTML it reports is '' for an empty text; a value
 * set from outside (a reload, a reset) replaces the content without reporting a change.
 */
export function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  onBlur,
  disabled,
  insertRef,
}: RichTextEditorProps) {
  const control = useFieldControl();
  const describedBy = control['aria-describedby'];
  const invalid = control['aria-invalid'] === true;
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };
  /** The value last reported, so the effect below does not feed the editor its own echo. */
  const reported = useRef(value);
  const [link, setLink] = useState<{ draft: LinkDraft; editing: boolean } | null>(null);

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: attributesOf(id, labelId, describedBy, invalid, disabled),
      handleKeyDown: (view, event) => {
        if (event.key !== 'k' || !(event.ctrlKey || event.metaKey) || !view.editable) return false;
        event.preventDefault();
        openLink();
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = formValueOf(changed.getHTML());
      reported.current = html;
      latest.current.onChange(html);
    },
    onBlur: () => latest.current.onBlur?.(),
  });

  const openLink = () => setLink(linkDraftOf(editor));

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!insertRef) return;
    insertRef.current = (text) => editor.chain().focus().insertContent(text).run();
    return () => {
      insertRef.current = null;
    };
  }, [editor, insertRef]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: attributesOf(id, labelId, describedBy, invalid, disabled),
      },
    });
  }, [editor, id, labelId, describedBy, invalid, disabled]);

  const applyLink = ({ href, text }: LinkDraft) => {
    const chain = editor.chain().focus().extendMarkRange('link');
    const { from, to, empty } = editor.state.selection;
    const selected = editor.state.doc.textBetween(from, to, ' ');
    if (!empty && (text === '' || text === selected)) chain.setLink({ href }).run();
    else
      chain
        .insertContent({
          type: 'text',
          text: text || href,
          marks: [{ type: 'link', attrs: { href } }],
        })
        .unsetMark('link')
        .run();
    setLink(null);
  };

  return (
    <div
      className={
        'mt-1.5 overflow-hidden rounded-lg border border-gray-300 bg-white shadow-sm ' +
        'focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30 ' +
        (invalid ? 'border-red-600 ' : '') +
        (disabled ? 'bg-gray-100 text-gray-500' : '')
      }
    >
      <Toolbar editor={editor} controls={id} disabled={disabled} onLink={openLink} />
      <EditorContent editor={editor} />
      {link ? (
        <LinkDialog
          initial={link.draft}
          editing={link.editing}
          onApply={applyLink}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLink(null);
          }}
          onClose={() => setLink(null)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
}

export default RichTextEditor;
