import type { ImageType } from '../../../shared/model/image-type';

// Shared with the office's picture input, which checks a file before sending it.
export { detectImageType, IMAGE_TYPES, type ImageType } from '../../../shared/model/image-type';

/** A stored picture whose type was read from its bytes, never from what was stored beside them. */
export interface DetectedImage {
  type: ImageType;
  content: Uint8Array;
}
