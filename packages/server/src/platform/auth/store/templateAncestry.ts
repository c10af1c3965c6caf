import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * Where an email template sits in the tenant tree (for the access guard's resolvers): its booking,
 * space and project. Null when there is no such template.
 * @example await emailTemplateAncestry(db, 't1') // { project: 'p1', space: 's1', booking: 'b1', emailTemplate: 't1' }
 */
export async function emailTemplateAncestry(
  db: Kysely<Database>,
  id: string,
): Promise<{ project: string; space: string; booking: string; emailTemplate: string } | null> {
  const row = await db
    .selectFrom('email_templates')
    .innerJoin('bookings', 'bookings.booking_id', 'email_templates.booking_id')
    .innerJoin('spaces', 'spaces.space_id', 'bookings.space_id')
    .select(['email_templates.email_template_id', 'bookings.booking_id', 'spaces.space_id', 'spaces.project_id'])
    .where('email_templates.email_template_id', '=', id)
    .executeTakeFirst();
  return row ? { project: row.project_id, space: row.space_id, booking: row.booking_id, emailTemplate: row.email_template_id } : null;
}
