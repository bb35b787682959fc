import { useLingui } from '@lingui/react';
import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  detectDocumentType,
  DOCUMENT_FILE_TYPES,
  MAX_DOCUMENT_BYTES,
} from '../../../shared/model/document-file';
import type { MessageId } from '../../../shared/model/message-ids';
import { DOCUMENT_UPLOAD_KEYS } from '../../../shared/rules/document';
import { Button, buttonClass } from '../../../shared/ui/button';
import { Label } from '../../../shared/ui/label';
import { formatSize } from './document-format';

/**
 * Why `file` cannot be a document, or null: over MAX_DOCUMENT_BYTES, or not a PDF or picture
 * by its first bytes (its name and claimed type do not count). The server checks both again.
 */
export async function documentFileIssue(file: Blob): Promise<MessageId | null> {
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_UPLOAD_KEYS.fileTooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectDocumentType(head) ? null : DOCUMENT_UPLOAD_KEYS.fileType;
}

/** Props of {@link DocumentFileInput}. */
export interface DocumentFileInputProps {
  /** The file input's id: a refused save focuses it (`form.idOf('file')`). */
  id: string;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A translated error from the form (required, or the server's 400 on the file). */
  error?: string | null;
}

/**
 * The file of a new document: a native file input (focusable, opened with Enter or Space; its
 * focus shows on the button-like label around it), the chosen name and size, and a refusal
 * (too large, not a PDF or picture) under it without taking the file.
 */
export function DocumentFileInput({ id, file, onFileChange, error }: DocumentFileInputProps) {
  const { i18n } = useLingui();
  const hintId = useId();
  const errorId = `${hintId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<MessageId | null>(null);
  const shownError = refused ? i18n._(refused) : (error ?? null);

  async function choose(chosen: File | undefined) {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const issue = await documentFileIssue(chosen);
    setRefused(issue);
    if (!issue) onFileChange(chosen);
  }

  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{i18n._('documents.file')}</Label>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        <label
          className={buttonClass({
            variant: 'secondary',
            className:
              'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary',
          })}
        >
          <FileUp aria-hidden="true" className="size-4" />
          {i18n._(file ? 'documents.file.replace' : 'documents.file.choose')}
          <input
            ref={input}
            id={id}
            type="file"
            accept={DOCUMENT_FILE_TYPES.join(',')}
            className="sr-only"
            aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
        </label>
        {file ? (
          <Button
            variant="ghost"
            onClick={() => {
              setRefused(null);
              onFileChange(null);
            }}
          >
            {i18n._('documents.file.discard')}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-gray-600">
        {file
          ? i18n._('documents.file.chosen', {
              name: file.name,
              size: formatSize(file.size, i18n.locale),
            })
          : i18n._('documents.file.hint', {
              size: formatSize(MAX_DOCUMENT_BYTES, i18n.locale),
            })}
      </p>
      {shownError ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
