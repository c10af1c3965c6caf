import type { SkinItemType } from '@greenroom/core';
import type { Kysely, Transaction } from 'kysely';
import { fromJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';

type Db = Kysely<Database> | Transaction<Database>;

/** What an asset upload needs to know about the skin item it is for. */
export interface UploadItem {
  type: SkinItemType;
  hidden: boolean;
  /** The PNG size the item requires, when it names one. */
  dimensions?: { width: number; height: number };
}

/**
 * The skin item an asset upload is for: the space's own item of that property when a space is
 * named, else the world catalogue's, else any space's; undefined when no item has that property.
 * @example const item = await findUploadItem(db, 'logo', 's1'); item?.type // 'Image'
 */
export async function findUploadItem(db: Db, property: string, spaceID?: string): Promise<UploadItem | undefined> {
  const columns = ['type', 'dimensions', 'hidden'] as const;
  const fromSpace = spaceID
    ? await db.selectFrom('space_skin_items').select(columns).where('space_id', '=', spaceID).where('property', '=', property).executeTakeFirst()
    : undefined;
  const row =
    fromSpace ??
    (await db.selectFrom('world_skin_items').select(columns).where('property', '=', property).executeTakeFirst()) ??
    (await db.selectFrom('space_skin_items').select(columns).where('property', '=', property).executeTakeFirst());
  if (!row) return undefined;
  return {
    type: row.type as SkinItemType,
    hidden: row.hidden === 1,
    ...(row.dimensions === null ? {} : { dimensions: fromJson<{ width: number; height: number }>(row.dimensions) }),
  };
}
