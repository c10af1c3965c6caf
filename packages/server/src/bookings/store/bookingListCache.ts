import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database';
import { keptCompressions } from '../../platform/http/compression';
import { bookingListJson } from './spaceBookings';

/** Default bound of the cached lists' total size (JSON text, UTF-16 code units). */
const DEFAULT_MAX_CHARS = 64 * 1024 * 1024;

interface Entry {
  revision: number;
  json: string | null;
}

/**
 * The JSON of each space's booking list, kept per server instance and checked against the space's
 * revision in the database (moved by triggers on every change, by any instance) on every read, so
 * an answer is never staler than the database. Least recently used lists go first past the bound.
 * Each kept list's compressed bytes are kept too (http/compression.ts), so it is compressed once
 * per encoding, not per request.
 * @example
 * const cache = new BookingListCache();
 * const json = await cache.read(db, 's1'); // null when the space has no bookings
 */
export class BookingListCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(private readonly maxChars = DEFAULT_MAX_CHARS) {}

  async read(db: Kysely<Database>, spaceID: string): Promise<string | null> {
    // The revision is read before the list: a change landing in between is caught by the next read.
    const revision = await currentRevision(db, spaceID);
    const cached = this.entries.get(spaceID);
    if (cached && cached.revision === revision) {
      this.entries.delete(spaceID);
      this.entries.set(spaceID, cached);
      return cached.json;
    }
    const json = await bookingListJson(db, spaceID);
    this.store(spaceID, { revision, json });
    return json;
  }

  private store(spaceID: string, entry: Entry): void {
    const previous = this.entries.get(spaceID);
    if (previous) this.drop(spaceID, previous);
    const size = entry.json?.length ?? 0;
    if (size > this.maxChars) return;
    this.entries.set(spaceID, entry);
    this.chars += size;
    if (entry.json !== null) keptCompressions.keep(entry.json);
    for (const [key, old] of this.entries) {
      if (this.chars <= this.maxChars) break;
      this.drop(key, old);
    }
  }

  private drop(spaceID: string, entry: Entry): void {
    this.entries.delete(spaceID);
    this.chars -= entry.json?.length ?? 0;
    if (entry.json !== null) keptCompressions.forget(entry.json);
  }
}

async function currentRevision(db: Kysely<Database>, spaceID: string): Promise<number> {
  const row = await db.selectFrom('booking_list_revisions').select('revision').where('space_id', '=', spaceID).executeTakeFirst();
  return Number(row?.revision ?? 0);
}
