import { useLingui } from '@lingui/react';
import { lazy, Suspense, type ReactNode, type RefObject } from 'react';
import { Field, FieldError } from '../../../shared/ui/form/field';
import { FieldFooter, FieldHint } from '../../../shared/ui/form/field-lines';

/** tiptap and ProseMirror (~100 KB gzip) come only when a dialog shows a rich-text field. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** Starts loading the editor early (e.g. when a dialog that shows one opens). */
export const preloadRichTextEditor = () => void import('./rich-text-editor');

/** Props of {@link RichTextField}. */
export interface RichTextFieldProps {
  /** The editable area's id; a refused submit focuses the field by it (`form.idOf(path)`). */
  id: string;
  label: ReactNode;
  /** HTML; '' for no text. */
  value: string;
  /** The new HTML after each change; '' when the text is emptied. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** An already translated error. */
  error?: string | null;
  disabled?: boolean;
  hint?: ReactNode;
  /**
   * Set to a function that inserts text at the cursor while the editor is loaded (the
   * composer's wildcard picker); null before.
   */
  insertRef?: RefObject<((text: string) => void) | null>;
}

/**
 * A labelled rich-text field (spec 002 §2.4): toolbar with bold, italic, headings 1–3, lists,
 * link dialog, code and a 3×3 table, at most about 50ex high. The editor loads lazily, in a
 * chunk of its own; until then a placeholder of its size says it is loading.
 */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error = null,
  disabled = false,
  hint,
  insertRef,
}: RichTextFieldProps) {
  const { i18n } = useLingui();
  const labelId = `${id}-label`;
  return (
    <Field id={id} error={error}>
      {/* No <label for>: a contenteditable is no labelable element; it names itself by this. */}
      <span
        id={labelId}
        className="block text-sm font-medium text-gray-800"
        onClick={() => document.getElementById(id)?.focus()}
      >
        {label}
      </span>
      <Suspense
        fallback={
          <div
            role="status"
            className="mt-1.5 flex h-40 items-center justify-center rounded-lg border border-gray-300 bg-gray-50 text-sm text-gray-600"
          >
            {i18n._('richText.loading')}
          </div>
        }
      >
        <RichTextEditor
          id={id}
          labelId={labelId}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          insertRef={insertRef}
        />
      </Suspense>
      {error || hint ? (
        <FieldFooter>
          <div className="min-w-0">
            <FieldError />
            {hint ? <FieldHint>{hint}</FieldHint> : null}
          </div>
        </FieldFooter>
      ) : null}
    </Field>
  );
}
