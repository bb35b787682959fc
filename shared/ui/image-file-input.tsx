import { useLingui } from '@lingui/react';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { detectImageType, IMAGE_TYPES } from '../model/image-type';
import { MAX_IMAGE_BYTES } from '../model/limits';
import type { MessageId } from '../model/message-ids';
import { Button, buttonClass } from './button';
import { cn } from './cn';
import { Label } from './label';

/** The two reasons a picture is refused, in the caller's words (person or service). */
export interface ImageIssueKeys {
  tooLarge: MessageId;
  wrongType: MessageId;
}

/**
 * Why `file` cannot be taken as a picture, or null: under 2,000,000 bytes (spec 000 §9) and a
 * PNG, JPEG, WebP or GIF by its first bytes, not by its name or claimed type. The server checks
 * both again (server/services/image/checked-image.ts) and answers 400 on the same messages.
 */
export async function imageFileIssue(file: Blob, keys: ImageIssueKeys): Promise<MessageId | null> {
  if (file.size >= MAX_IMAGE_BYTES) return keys.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectImageType(head) ? null : keys.wrongType;
}

/** A preview URL for `blob` while it is shown, revoked afterwards. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The message ids an {@link ImageFileInput} shows, per kind of picture. */
export interface ImageInputTexts extends ImageIssueKeys {
  previewAlt: MessageId;
  choose: MessageId;
  replace: MessageId;
  discard: MessageId;
  /** Shown under the input with `{ name }` while a chosen file waits for the save. */
  chosen: MessageId;
}

/** Props of {@link ImageFileInput}. */
export interface ImageFileInputProps {
  /** The file input's id: a refused save focuses the field by it (`form.idOf('imageFile')`). */
  id: string;
  label: string;
  texts: ImageInputTexts;
  /** The picture chosen but not saved yet; sent with the save as a multipart file. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The stored picture's bytes to preview while no file is chosen, when the caller has them. */
  stored?: Blob | null;
  /** Whether a picture is stored (or taken over): the button then says "replace". */
  hasStored: boolean;
  /** The hint under the input while no file is chosen, translated by the caller. */
  hint: string;
  /** Actions on the stored picture (remove it, do not take it over), shown while none is chosen. */
  storedActions?: ReactNode;
  previewClassName: string;
  /** A translated error from the form (the server's 400 on the picture). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * One picture of a record (a person's, a service's): choose a file, see it, or drop the choice
 * before saving. A file refused by size or content is not taken; the reason shows under the
 * input. The dialog sends the chosen file with the record (multipart).
 */
export function ImageFileInput({
  id,
  label,
  texts,
  file,
  onFileChange,
  stored = null,
  hasStored,
  hint,
  storedActions,
  previewClassName,
  error,
  disabled,
}: ImageFileInputProps) {
  const { i18n } = useLingui();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<MessageId | null>(null);
  const preview = useObjectUrl(file ?? stored);
  const shownError = refused ? i18n._(refused) : (error ?? null);
  const errorId = `${hintId}-error`;

  async function choose(chosen: File | undefined) {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const issue = await imageFileIssue(chosen, texts);
    setRefused(issue);
    if (!issue) onFileChange(chosen);
  }

  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5 flex flex-wrap items-start gap-4">
        {preview ? (
          <img
            src={preview}
            alt={i18n._(texts.previewAlt)}
            className={cn('rounded-lg border border-gray-200 object-cover', previewClassName)}
          />
        ) : null}
        <div className="flex flex-col gap-2">
          <label
            className={buttonClass({
              variant: 'secondary',
              // The input itself is visually hidden: its focus shows on the label around it.
              className: cn(
                'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary',
                disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer',
              ),
            })}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {i18n._(file || hasStored ? texts.replace : texts.choose)}
            <input
              ref={input}
              id={id}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              disabled={disabled}
              aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
              aria-invalid={shownError ? true : undefined}
              onChange={(event) => void choose(event.currentTarget.files?.[0])}
            />
          </label>
          {file ? (
            <Button
              variant="ghost"
              disabled={disabled}
              onClick={() => {
                setRefused(null);
                onFileChange(null);
              }}
            >
              {i18n._(texts.discard)}
            </Button>
          ) : (
            storedActions
          )}
        </div>
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-gray-600">
        {file ? i18n._(texts.chosen, { name: file.name }) : hint}
      </p>
      {shownError ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
