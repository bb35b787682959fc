import { useLingui } from '@lingui/react';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { detectImageType, IMAGE_TYPES } from '../../model/image-type';
import { MAX_IMAGE_BYTES } from '../../model/limits';
import type { MessageId } from '../../model/message-ids';
import { Button, buttonClass } from '../button';
import { cn } from '../cn';
import { Label } from '../label';

/**
 * Why `file` cannot be a person's picture, or null: under 2,000,000 bytes (spec 000 §9) and a
 * PNG, JPEG, WebP or GIF by its first bytes, not by its name or claimed type. The server checks
 * both again (server/services/image/checked-image.ts) and answers 400 on the same messages.
 */
export async function personPictureIssue(file: Blob): Promise<MessageId | null> {
  if (file.size >= MAX_IMAGE_BYTES) return 'person.imageTooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectImageType(head) ? null : 'person.imageType';
}

/** A preview URL for `blob` while it is shown, revoked afterwards. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** Props of {@link PersonPictureInput}. */
export interface PersonPictureInputProps {
  /** The file input's id: a refused save focuses the field by it (`form.idOf('imageFile')`). */
  id: string;
  /** The label, e.g. "Picture" or "Spouse's picture". */
  label: string;
  /** The picture chosen but not saved yet; sent with the save as a multipart file. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Whether the person already has a stored picture (a new one replaces it on save). */
  hasStored: boolean;
  /** A translated error from the form (the server's 400 on the picture). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A person's picture (spec 001 §3 `image`, §9 "one file"): choose a file, see it, or drop the
 * choice before saving. A file refused by size or content is not taken; the reason shows under
 * the input. The dialog sends the chosen file with the person (multipart) and the server checks
 * it by its bytes again.
 */
export function PersonPictureInput({
  id,
  label,
  file,
  onFileChange,
  hasStored,
  error,
  disabled,
}: PersonPictureInputProps) {
  const { i18n } = useLingui();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<MessageId | null>(null);
  const preview = useObjectUrl(file);
  const shownError = refused ? i18n._(refused) : (error ?? null);
  const errorId = `${hintId}-error`;

  async function choose(chosen: File | undefined) {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const issue = await personPictureIssue(chosen);
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
            alt={i18n._('person.picturePreview')}
            className="size-24 rounded-lg border border-gray-200 object-cover"
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
            {i18n._(file || hasStored ? 'person.pictureReplace' : 'person.pictureChoose')}
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
              {i18n._('person.pictureDiscard')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-gray-600">
        {file
          ? i18n._('person.pictureChosen', { name: file.name })
          : hasStored
            ? i18n._('person.pictureStored')
            : i18n._('person.pictureHint')}
      </p>
      {shownError ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
