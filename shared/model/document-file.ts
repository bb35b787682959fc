import { detectImageType, IMAGE_TYPES } from './image-type';

/**
 * What a document may be (issue 17.6 upload): a PDF (an invoice) or a picture (a scanned
 * receipt) of the types every picture input takes. Told apart by the first bytes, never by the
 * file's name or claimed type — the download serves the stored type with `nosniff`.
 */
export const DOCUMENT_FILE_TYPES = ['application/pdf', ...IMAGE_TYPES] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

/** The largest document taken, in bytes (a scanned invoice of a few pages). */
export const MAX_DOCUMENT_BYTES = 10_000_000;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** The document type of these first bytes (at least 16), or null for anything else. */
export function detectDocumentType(bytes: Uint8Array): DocumentFileType | null {
  if (PDF_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'application/pdf';
  return detectImageType(bytes);
}
