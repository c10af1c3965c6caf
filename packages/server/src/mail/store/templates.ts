import type { EmailTemplate, EmailTemplateSummary } from '@greenroom/core';
import {
  compareTemplateSummaries,
  defaultSystemTemplates,
  FIRST_VERSION,
  guestFlowTemplate,
  reminderTemplate,
  type DefaultTemplate,
  type MailedStatus,
  type ReminderTemplateKind,
} from '@greenroom/core/rules';
import type { Kysely, Transaction } from 'kysely';
import { flag, fromJson, isSet, toJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/database';
import { newId } from '../../platform/lib/tokens';
import type { ServerConfig } from '../../platform/config';
import { senderDefaults } from '../senderDefaults';
import type { EmailTemplatesTable } from '../tables';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A stored template → the API entity.
 * @example templateFromRow(row).emailTemplateName
 */
export function templateFromRow(row: EmailTemplatesTable): EmailTemplate {
  return {
    emailTemplateID: row.email_template_id,
    emailTemplateName: row.name,
    subject: row.subject,
    from: row.from_name,
    replyTo: row.reply_to,
    body: row.body,
    HTML: isSet(row.html),
    system: isSet(row.system),
    version: row.version,
    translations: fromJson<Record<string, { subject: string; body: string }>>(row.translations),
  };
}

/**
 * Row values of a template.
 * @example await trx.insertInto('email_templates').values(templateRow('t1', 'b1', template, now)).execute();
 */
export function templateRow(emailTemplateID: string, bookingID: string, template: DefaultTemplate, now: number): EmailTemplatesTable {
  return {
    email_template_id: emailTemplateID,
    booking_id: bookingID,
    name: template.emailTemplateName,
    subject: template.subject,
    from_name: template.from,
    reply_to: template.replyTo,
    body: template.body,
    html: flag(template.HTML),
    system: flag(template.system),
    created_at: now,
    updated_at: now,
    version: FIRST_VERSION,
    translations: toJson(template.translations ?? {}),
  };
}

/**
 * The booking's `emailTemplates` map (id, name, system, HTML), system templates first, then by name.
 * @example summariesOf(rows)['t1'].system
 */
export function summariesOf(rows: readonly EmailTemplatesTable[]): Record<string, EmailTemplateSummary> {
  const sorted = [...rows].sort(
    (a, b) => compareTemplateSummaries({ system: isSet(a.system), name: a.name }, { system: isSet(b.system), name: b.name }) || a.created_at - b.created_at,
  );
  return Object.fromEntries(
    sorted.map((row) => [row.email_template_id, { id: row.email_template_id, name: row.name, system: isSet(row.system), HTML: isSet(row.html) }]),
  );
}

/**
 * Names of a booking's templates (system ones included).
 * @example await templateNames(trx, 'b1') // ['Attendee Invite Link', …]
 */
export async function templateNames(db: Db, bookingID: string): Promise<string[]> {
  return (await db.selectFrom('email_templates').select('name').where('booking_id', '=', bookingID).execute()).map((t) => t.name);
}

/**
 * Rewrite the booking's `emailTemplates` map from the templates table (run in the transaction
 * that changed a template, so the two never disagree).
 * @example await syncTemplateSummaries(trx, 'b1');
 */
export async function syncTemplateSummaries(db: Db, bookingID: string): Promise<void> {
  const rows = await db.selectFrom('email_templates').selectAll().where('booking_id', '=', bookingID).execute();
  await db.updateTable('bookings').set({ email_templates: toJson(summariesOf(rows)) }).where('booking_id', '=', bookingID).execute();
}

/**
 * Give a booking the three system templates (sender: the product name; reply-to: the address of
 * GREENROOM_MAIL_FROM) and its `emailTemplates` map, inside the caller's transaction. Used by
 * POST /booking; the seed can call it for its demo booking.
 * @example await insertSystemTemplates(trx, 'b1', config, now);
 */
export async function insertSystemTemplates(
  trx: Db,
  bookingID: string,
  config: Pick<ServerConfig, 'productName' | 'mailFrom'>,
  now: number,
): Promise<void> {
  const rows = defaultSystemTemplates(senderDefaults(config)).map((template) => templateRow(newId(), bookingID, template, now));
  await trx.insertInto('email_templates').values(rows).execute();
  await syncTemplateSummaries(trx, bookingID);
}

/**
 * One stored template, or undefined.
 * @example const row = await findTemplate(db, 't1'); if (!row) throw notFound('Email template');
 */
export async function findTemplate(db: Db, emailTemplateID: string): Promise<EmailTemplatesTable | undefined> {
  return db.selectFrom('email_templates').selectAll().where('email_template_id', '=', emailTemplateID).executeTakeFirst();
}

/**
 * Store a template and rewrite its booking's `emailTemplates` map, inside the caller's transaction.
 * @example await insertTemplate(trx, templateRow(newId(), 'b1', template, now));
 */
export async function insertTemplate(trx: Transaction<Database>, row: EmailTemplatesTable): Promise<void> {
  await trx.insertInto('email_templates').values(row).execute();
  await syncTemplateSummaries(trx, row.booking_id);
}

/** The fields PUT /email-template saves (headers already trimmed), and the version it was read at (none: any). */
export interface TemplateEdit {
  subject: string;
  from: string;
  replyTo: string;
  body: string;
  html: boolean;
  now: number;
  version?: number;
  /** The template in other languages (issue 27); absent keeps the stored ones. */
  translations?: Record<string, { subject: string; body: string }>;
}

/**
 * Save a template's headers, body and HTML flag, moving its version by one, only while it is at
 * `edit.version` (when given), and rewrite the booking's `emailTemplates` map, inside the caller's
 * transaction. Answers false (nothing written) when the template is stale or gone.
 * @example if (!(await updateTemplate(trx, { bookingID: 'b1', emailTemplateID: 't1' }, { subject, from, replyTo, body, html: true, now, version: 2 }))) throw stale();
 */
export async function updateTemplate(trx: Transaction<Database>, of: { bookingID: string; emailTemplateID: string }, edit: TemplateEdit): Promise<boolean> {
  let update = trx
    .updateTable('email_templates')
    .set((eb) => ({
      subject: edit.subject,
      from_name: edit.from,
      reply_to: edit.replyTo,
      body: edit.body,
      html: flag(edit.html),
      ...(edit.translations === undefined ? {} : { translations: toJson(edit.translations) }),
      updated_at: edit.now,
      version: eb('version', '+', 1),
    }))
    .where('email_template_id', '=', of.emailTemplateID);
  if (edit.version !== undefined) update = update.where('version', '=', edit.version);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await syncTemplateSummaries(trx, of.bookingID);
  return true;
}

/**
 * Delete a template and rewrite the booking's `emailTemplates` map, inside the caller's transaction.
 * @example await deleteTemplate(trx, { bookingID: 'b1', emailTemplateID: 't1' });
 */
export async function deleteTemplate(trx: Transaction<Database>, of: { bookingID: string; emailTemplateID: string }): Promise<void> {
  await trx.deleteFrom('email_templates').where('email_template_id', '=', of.emailTemplateID).execute();
  await syncTemplateSummaries(trx, of.bookingID);
}

/**
 * The booking's system template of this name, created from `template` the first time it is needed
 * (under the booking's lock, so two first mails make one template).
 */
async function lazySystemTemplate(db: Kysely<Database>, bookingID: string, template: DefaultTemplate, now: number): Promise<EmailTemplatesTable> {
  const find = (trx: Db) =>
    trx.selectFrom('email_templates').selectAll().where('booking_id', '=', bookingID).where('name', '=', template.emailTemplateName).where('system', '=', 1).executeTakeFirst();
  const found = await find(db);
  if (found) return found;
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('bookings').set((eb) => ({ version: eb.ref('version') })).where('booking_id', '=', bookingID).execute();
    const again = await find(trx);
    if (again) return again;
    const row = templateRow(newId(), bookingID, template, now);
    await insertTemplate(trx, row);
    return row;
  });
}

/**
 * The booking's system template of a guest-flow outcome (issue 27), created with core's default
 * text the first time it is needed (so bookings that never use approval or a waitlist keep three).
 * @example const row = await guestFlowTemplateOf(db, 'b1', 'offered', config, now);
 */
export async function guestFlowTemplateOf(
  db: Kysely<Database>,
  bookingID: string,
  status: MailedStatus,
  config: Pick<ServerConfig, 'productName' | 'mailFrom'>,
  now: number,
): Promise<EmailTemplatesTable> {
  return lazySystemTemplate(db, bookingID, guestFlowTemplate(status, senderDefaults(config)), now);
}

/**
 * The booking's system template of a kind of reminder (issue 27), created with core's default
 * texts and their German translation the first time a reminder of that kind goes out.
 * @example const row = await reminderTemplateOf(db, 'b1', 'dayBefore', config, now);
 */
export async function reminderTemplateOf(
  db: Kysely<Database>,
  bookingID: string,
  kind: ReminderTemplateKind,
  config: Pick<ServerConfig, 'productName' | 'mailFrom'>,
  now: number,
): Promise<EmailTemplatesTable> {
  return lazySystemTemplate(db, bookingID, reminderTemplate(kind, senderDefaults(config)), now);
}
