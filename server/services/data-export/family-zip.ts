import { eq } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { Reader } from '../../db/database';
import { documents } from '../../db/schema';
import { safeFileName } from '../document/read-document';
import type { FamilyData } from './collect-family-data';

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

/** Options of {@link familyZip}. */
export interface FamilyZipOptions {
  /** When the export was made, in `export.json` and as the files' date. */
  now: Date;
}

/**
 * The family's data as a zip, streamed: the JSON files first (compressed), then each document's
 * file read from the database only when the zip gets to it (stored as is: PDFs and pictures are
 * compressed already), so a family's invoices never sit in memory all at once.
 */
export function familyZip(
  db: Reader,
  data: FamilyData,
  { now }: FamilyZipOptions,
): ReadableStream<Uint8Array> {
  let zip: Zip;
  const pending = [...data.documents];
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
        files: [...Object.keys(JSON_FILES), ...data.documents.map(documentPath)],
      });
      for (const [name, key] of Object.entries(JSON_FILES)) addJson(name, data[key]);
    },
    // One document per pull: the reader's pace decides when the next file is read.
    async pull(controller) {
      const document = pending.shift();
      if (!document) {
        zip.end();
        return;
      }
      try {
        const [stored] = await db
          .select({ content: documents.content })
          .from(documents)
          .where(eq(documents.id, document.id));
        const file = new ZipPassThrough(documentPath(document));
        file.mtime = document.modified;
        zip.add(file);
        file.push(stored?.content ? new Uint8Array(stored.content) : new Uint8Array(), true);
      } catch (error) {
        controller.error(error);
      }
    },
  });
}
