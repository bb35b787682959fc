import { useLingui } from '@lingui/react';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { call } from '../../../shared/api/call';
import { readEventImageContract } from '../../../shared/contracts/event';
import type { MessageId } from '../../../shared/model/message-ids';
import { EVENT_KEYS } from '../../../shared/rules/event-keys';
import { useApiClient } from '../../../shared/ui/api-client-context';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { ImageFileInput, imageFileIssue } from '../../../shared/ui/image-file-input';
import type { ImageInputTexts } from '../../../shared/ui/image-file-input';

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

/** The messages of the service's picture (spec 002 §5, §9); the refusals are the server's too. */
const EVENT_IMAGE_TEXTS: ImageInputTexts = {
  tooLarge: EVENT_KEYS.imageTooLarge,
  wrongType: EVENT_KEYS.imageType,
  previewAlt: 'events.imagePreview',
  choose: 'events.imageChoose',
  replace: 'events.imageReplace',
  discard: 'events.imageDiscard',
  chosen: 'events.imageChosen',
};

/** Why `file` cannot be the service's picture, or null (size and content, spec 002 §9). */
export function pictureIssue(file: Blob): Promise<MessageId | null> {
  return imageFileIssue(file, EVENT_IMAGE_TEXTS);
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
  const [removing, setRemoving] = useState(false);
  const [asking, setAsking] = useState(false);
  const takenOver = eventId === null && sourceEventId !== null && imageId !== null;
  const stored = useStoredPicture(file ? null : (eventId ?? sourceEventId), imageId);

  // A rejection keeps the question open (ConfirmDialog); the caller reports why.
  async function removeStored() {
    setRemoving(true);
    try {
      await onRemoveStored();
    } finally {
      setRemoving(false);
    }
  }

  const storedActions =
    imageId !== null && eventId !== null ? (
      <Button variant="ghost" disabled={disabled || removing} onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {i18n._('events.imageRemove')}
      </Button>
    ) : takenOver && onDropTakenOver ? (
      <Button variant="ghost" disabled={disabled} onClick={onDropTakenOver}>
        {i18n._('events.imageDontTakeOver')}
      </Button>
    ) : null;

  return (
    <>
      <ImageFileInput
        id={id}
        label={i18n._('events.image')}
        texts={EVENT_IMAGE_TEXTS}
        file={file}
        onFileChange={onFileChange}
        stored={stored}
        hasStored={stored !== null}
        hint={i18n._(takenOver ? 'events.imageFromSource' : 'events.imageHint')}
        storedActions={storedActions}
        previewClassName="h-24 w-36"
        error={error}
        disabled={disabled}
      />
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={i18n._('events.imageRemoveTitle')}
        text={i18n._('events.imageRemoveText')}
        confirmLabel={i18n._('events.imageRemoveConfirm')}
        variant="destructive"
        onConfirm={removeStored}
      />
    </>
  );
}
