import { useLingui } from '@lingui/react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { call } from '../../../shared/api/call';
import { readEventImageContract } from '../../../shared/contracts/event';
import { detectImageType } from '../../../shared/model/image-type';
import { MAX_IMAGE_BYTES } from '../../../shared/model/limits';
import type { MessageId } from '../../../shared/model/message-ids';
import { EVENT_KEYS } from '../../../shared/rules/event-keys';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button, buttonClass } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { Label } from '../../../shared/ui/label';

/** Props of {@link EventImageInput}. */
export interface EventImageInputProps {
  /** The file input's id: a refused save focuses the field by it. */
  id: string;
  /** The saved service whose stored picture shows; null for a new one. */
  eventId: number | null;
  /** The stored picture's id, or null. */
  imageId: number | null;
  /**
   * A clone's source service: its picture (`imageId`) shows as the one the copy takes over on
   * save; `onDropTakenOver` lets the copy go without it. Null otherwise.
   */
  sourceEventId?: number | null;
  onDropTakenOver?: () => void;
  /** The picture chosen but not saved yet. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Removes the stored picture (`DELETE /api/event/{eventId}/image/{imageId}`), asked first. */
  onRemoveStored: () => Promise<void>;
  /** A translated error from the form (the server's refusal). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * Why `file` cannot be the service's picture, or null: under 2,000,000 bytes (spec 002 §9) and
 * a PNG, JPEG, WebP or GIF by its first bytes, not by its name or claimed type (the server
 * checks both again).
 */
export async function pictureIssue(file: Blob): Promise<MessageId | null> {
  if (file.size >= MAX_IMAGE_BYTES) return EVENT_KEYS.imageTooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectImageType(head) ? null : EVENT_KEYS.imageType;
}

/** An object URL for `blob` while it is shown, revoked afterwards. */
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

/** The stored picture's bytes, loaded with the caller's session (a staff-only service's too). */
function useStoredPicture(eventId: number | null, imageId: number | null): Blob | null {
  const client = useApiClient();
  const [blob, setBlob] = useState<Blob | null>(null);
  useEffect(() => {
    setBlob(null);
    if (eventId === null || imageId === null) return;
    const abort = new AbortController();
    call(client, readEventImageContract, { params: { id: eventId } }, { signal: abort.signal })
      .then(setBlob)
      .catch(() => undefined); // No preview; the remove action still works.
    return () => abort.abort();
  }, [client, eventId, imageId]);
  return blob;
}

/**
 * The service's picture (spec 002 §2.1 "image upload", §5): the stored one with a remove
 * action (asked first: it is saved at once), a clone's taken-over one (its source's), or the one
 * chosen with "Choose another" and "Do not use it". A file refused by size or type is not
 * taken; the reason shows under the input.
 */
export function EventImageInput({
  id,
  eventId,
  imageId,
  sourceEventId = null,
  onDropTakenOver,
  file,
  onFileChange,
  onRemoveStored,
  error,
  disabled,
}: EventImageInputProps) {
  const { i18n } = useLingui();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<MessageId | null>(null);
  const [removing, setRemoving] = useState(false);
  const [asking, setAsking] = useState(false);
  const takenOver = eventId === null && sourceEventId !== null && imageId !== null;
  const stored = useStoredPicture(file ? null : (eventId ?? sourceEventId), imageId);
  const preview = useObjectUrl(file ?? stored);
  const shownError = refused ? i18n._(refused) : (error ?? null);
  const errorId = `${hintId}-error`;

  async function choose(chosen: File | undefined) {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const issue = await pictureIssue(chosen);
    setRefused(issue);
    if (!issue) onFileChange(chosen);
  }

  // A rejection keeps the question open (ConfirmDialog); the caller reports why.
  async function removeStored() {
    setRemoving(true);
    try {
      await onRemoveStored();
    } finally {
      setRemoving(false);
    }
  }

  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{i18n._('events.image')}</Label>
      <div className="mt-1.5 flex flex-wrap items-start gap-4">
        {preview ? (
          <img
            src={preview}
            alt={i18n._('events.imagePreview')}
            className="h-24 w-36 rounded-lg border border-gray-200 object-cover"
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
            {i18n._(preview ? 'events.imageReplace' : 'events.imageChoose')}
            <input
              ref={input}
              id={id}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
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
              {i18n._('events.imageDiscard')}
            </Button>
          ) : imageId !== null && eventId !== null ? (
            <Button variant="ghost" disabled={disabled || removing} onClick={() => setAsking(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {i18n._('events.imageRemove')}
            </Button>
          ) : takenOver && onDropTakenOver ? (
            <Button variant="ghost" disabled={disabled} onClick={onDropTakenOver}>
              {i18n._('events.imageDontTakeOver')}
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="mt-1.5 text-sm text-gray-600">
        {file
          ? i18n._('events.imageChosen', { name: file.name })
          : takenOver
            ? i18n._('events.imageFromSource')
            : i18n._('events.imageHint')}
      </p>
      {shownError ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700" role="alert">
          {shownError}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={i18n._('events.imageRemoveTitle')}
        text={i18n._('events.imageRemoveText')}
        confirmLabel={i18n._('events.imageRemoveConfirm')}
        variant="destructive"
        onConfirm={removeStored}
      />
    </div>
  );
}
