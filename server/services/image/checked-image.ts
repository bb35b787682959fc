import type { MessageId } from '../../../shared/model/message-ids';
import { MAX_IMAGE_BYTES } from '../../../shared/model/limits';
import { invalidInput } from '../../errors';
import { detectImageType, type ImageType } from './detect-image-type';

/** An uploaded picture that passed the size and type checks. */
export interface UploadedImage {
  mimeType: ImageType;
  bytes: Uint8Array;
}

/** Where a refusal lands: the form field of the picture and the messages for it. */
export interface ImageFieldMessages {
  field: string;
  tooLarge: MessageId;
  wrongType: MessageId;
}

/**
 * A multipart picture checked as every upload is (spec 000 §9): under MAX_IMAGE_BYTES and a PNG,
 * JPEG, WebP or GIF by its bytes, whatever name or type the browser gave it. None for an absent
 * or empty file; a 400 on the picture's field otherwise.
 */
export async function checkedImage(
  file: unknown,
  { field, tooLarge, wrongType }: ImageFieldMessages,
): Promise<UploadedImage | undefined> {
  if (!(file instanceof Blob) || file.size === 0) return undefined;
  if (file.size >= MAX_IMAGE_BYTES) throw imageTooLarge({ field, tooLarge });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mimeType = detectImageType(bytes);
  if (!mimeType) throw invalidInput([{ path: field, message: wrongType }], wrongType);
  return { mimeType, bytes };
}

/** The 400 for a picture too large, also when the whole body is over its limit before parsing. */
export function imageTooLarge({ field, tooLarge }: Pick<ImageFieldMessages, 'field' | 'tooLarge'>) {
  return invalidInput([{ path: field, message: tooLarge }], tooLarge);
}
