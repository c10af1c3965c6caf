import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { FilesTable } from '../tables';
import { SERVED_TYPES } from '../targets';

/** A stored file as served: its type, size and bytes. */
export type StoredFile = Pick<FilesTable, 'content_type' | 'data' | 'size'>;

/**
 * Store an uploaded file at its path, typed by the path's extension. Answers false (nothing
 * changed) when a file is already stored there: an upload address is used once.
 * @example if (!(await storeFile(db, 'slides/<uuid>.png', bytes, Date.now()))) throw alreadyUploaded();
 */
export async function storeFile(db: Kysely<Database>, path: string, data: Buffer, now: number): Promise<boolean> {
  const stored = await db
    .insertInto('files')
    .values({ path, content_type: SERVED_TYPES[path.slice(path.lastIndexOf('.') + 1)], size: data.length, data, created_at: now })
    .onConflict((oc) => oc.column('path').doNothing())
    .executeTakeFirst();
  return Number(stored.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The file stored at a path, or undefined. @example const file = await loadFile(db, 'slides/<uuid>.png'); */
export async function loadFile(db: Kysely<Database>, path: string): Promise<StoredFile | undefined> {
  return db.selectFrom('files').select(['content_type', 'data', 'size']).where('path', '=', path).executeTakeFirst();
}

/**
 * Which of these stored-file paths exist (one query; none for an empty list).
 * @example const present = await storedFilePaths(db, ['slides/x.png']); present.has('slides/x.png')
 */
export async function storedFilePaths(db: Kysely<Database> | Transaction<Database>, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const found = await db.selectFrom('files').select('path').where('path', 'in', [...paths]).execute();
  return new Set(found.map((file) => file.path));
}
