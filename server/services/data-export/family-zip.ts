import { eq } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { Reader } from '../../db/database';
import { documents, images } from '../../db/schema';
import { safeFileName } from '../document/read-document';
import type { ExportPicture, FamilyData } from './collect-family-data';

/** The JSON files of the export, in the order a reader meets them (README.md). */
const JSON_FILES = {
  'persons.json': 'persons',
  'customer.json': 'customer',
  'participants.json': 'participants',
  'classes.json': 'classes',
  'participant-persons.json': 'participantPersons',
  'bookings.json': 'bookings',
  'absences.json': 'absences',
  'emails.json': 'emails',
  'documents.json': 'documents',
} as const satisfies Record<string, keyof FamilyData>;

/** Where a document's file lies in the zip: its id keeps two of the same name apart. */
export const documentPath = (document: { id: number; name: string }) =>
  `documents/${document.id}-${safeFileName(document.name).ascii}`;

const PICTURE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Where a person's picture lies in the zip: `pictures/<person id>.<extension>`. */
export const picturePath = (picture: ExportPicture) =>
  `pictures/${picture.personId}.${PICTURE_EXTENSIONS[picture.mimeType] ?? 'bin'}`;

/** A file of the zip whose bytes are read from the database only when the zip gets to it. */
interface StoredFile {
  path: string;
  modified: Date;
  read: () => Promise<Uint8Array>;
}

/** The document files and the persons' pictures of `data`, in the order the zip holds them. */
function storedFiles(db: Reader, data: FamilyData, now: Date): StoredFile[] {
  const bytes = (content: Uint8Array | null | undefined) =>
    content ? new Uint8Array(content) : new Uint8Array();
  return [
    ...data.documents.map((document) => ({
      path: documentPath(document),
      modified: document.modified,
      read: async () => {
        const [stored] = await db
          .select({ content: documents.content })
          .from(documents)
          .where(eq(documents.id, document.id));
        return bytes(stored?.content);
      },
    })),
    ...data.pictures.map((picture) => ({
      path: picturePath(picture),
      modified: now,
      read: async () => {
        const [stored] = await db
          .select({ content: images.content })
          .from(images)
          .where(eq(images.id, picture.imageId));
        return bytes(stored?.content);
      },
    })),
  ];
}

/** Options of {@link familyZip}. */
export interface FamilyZipOptions {
  /** When the export was made, in `export.json` and as the files' date. */
  now: Date;
}

/**
 * The family's data as a zip, streamed: the JSON files first (compressed), then each document's
 * file and each person's picture, read from the database only when the zip gets to it (stored
 * as is: PDFs and pictures are compressed already), so they never sit in memory all at once.
 */
export function familyZip(
  db: Reader,
  data: FamilyData,
  { now }: FamilyZipOptions,
): ReadableStream<Uint8Array> {
  let zip: Zip;
  const pending = storedFiles(db, data, now);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const addJson = (name: string, value: unknown) => {
        const file = new ZipDeflate(name, { level: 6 });
        file.mtime = now;
        zip.add(file);
        file.push(strToU8(JSON.stringify(value, null, 2)), true);
      };
      addJson('export.json', {
        exportedAt: now.toISOString(),
        files: [...Object.keys(JSON_FILES), ...pending.map((file) => file.path)],
      });
      for (const [name, key] of Object.entries(JSON_FILES)) addJson(name, data[key]);
    },
    // One file per pull: the reader's pace decides when the next one is read.
    async pull(controller) {
      const next = pending.shift();
      if (!next) {
        zip.end();
        return;
      }
      try {
        const content = await next.read();
        const file = new ZipPassThrough(next.path);
        file.mtime = next.modified;
        zip.add(file);
        file.push(content, true);
      } catch (error) {
        controller.error(error);
      }
    },
  });
}
