import type { Kysely } from 'kysely';
import { fromJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';

/** Email skin properties that, when a space has them as text, fill the header placeholders. */
const HEADER_PROPERTIES = ['welcomeHeader', 'mainHeader', 'sectionHeader'] as const;

/**
 * The header texts of a space's email skin (welcomeHeader, mainHeader, sectionHeader), for the
 * properties the space has as non-empty text.
 * @example await emailHeaders(db, 's1') // { mainHeader: 'Welcome to the Atrium' }
 */
export async function emailHeaders(db: Kysely<Database>, spaceID: string): Promise<Partial<Record<(typeof HEADER_PROPERTIES)[number], string>>> {
  const rows = await db
    .selectFrom('space_skin_items')
    .select(['property', 'value'])
    .where('space_id', '=', spaceID)
    .where('skin_group', '=', 'emailSkin')
    .where('property', 'in', [...HEADER_PROPERTIES])
    .execute();
  const headers: Partial<Record<(typeof HEADER_PROPERTIES)[number], string>> = {};
  for (const row of rows) {
    const value = fromJson<unknown>(row.value);
    if (typeof value === 'string' && value.trim() !== '') headers[row.property as (typeof HEADER_PROPERTIES)[number]] = value;
  }
  return headers;
}
