import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What the owner alone may do with the data directory and what is in it. */
export const OWNER_DIR_MODE = 0o700;
export const OWNER_FILE_MODE = 0o600;

/**
 * Creates `dir` if needed and makes it and everything under it the owner's alone. The data
 * directory holds password hashes and IBANs in plain pages and WAL; another local user must not
 * read or change them, whatever the umask.
 */
export function restrictToOwner(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_DIR_MODE });
  chmodSync(dir, OWNER_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    // Symbolic links are left alone: chmod would follow them out of the directory.
    if (entry.isDirectory()) chmodSync(path, OWNER_DIR_MODE);
    else if (entry.isFile()) chmodSync(path, OWNER_FILE_MODE);
  }
}
