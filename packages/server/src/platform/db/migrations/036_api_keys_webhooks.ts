import type { Kysely } from 'kysely';
import type { MigrationFactory } from './types';

/**
 * Issue 28: API keys and signed webhooks.
 * - `api_keys`: named keys of a producer, stored only as a hash (the secret is shown once), limited
 *   to projects (JSON list; null = every project, super-admins only) and to read or read-write.
 * - `webhooks`: a project's subscriptions; the secret is kept (the server signs with it), the
 *   previous one too while a rotation overlaps.
 * - `webhook_events`: the outbox, written in the transaction of the change it reports.
 * - `webhook_deliveries`: one row per event and subscription, a durable queue like the mail queue
 *   (state, attempts, backoff, claim and lease so several instances never send one twice).
 */
export const apiKeysWebhooksSchema: MigrationFactory = () => ({
  async up(db: Kysely<unknown>): Promise<void> {
    const s = db.schema;
    await s
      .createTable('api_keys')
      .addColumn('api_key_id', 'text', (c) => c.primaryKey())
      .addColumn('producer_id', 'text', (c) => c.notNull().references('producers.producer_id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('project_ids', 'text')
      .addColumn('access', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .execute();
    await s.createIndex('api_keys_producer').on('api_keys').columns(['producer_id', 'created_at']).execute();

    await s
      .createTable('webhooks')
      .addColumn('webhook_id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
      .addColumn('producer_id', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('disabled_reason', 'text')
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('previous_secret', 'text')
      .addColumn('previous_secret_until', 'bigint')
      .addColumn('secret_rotated_at', 'bigint')
      .addColumn('consecutive_failures', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('webhooks_project').on('webhooks').columns(['project_id', 'created_at']).execute();

    await s
      .createTable('webhook_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await s
      .createTable('webhook_deliveries')
      .addColumn('delivery_id', 'text', (c) => c.primaryKey())
      .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.webhook_id').onDelete('cascade'))
      .addColumn('event_id', 'text', (c) => c.notNull().references('webhook_events.event_id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_by', 'text')
      .addColumn('lease_until', 'bigint')
      .addColumn('response_status', 'integer')
      .addColumn('error', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_attempt_at', 'bigint')
      .execute();
    await s.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['state', 'next_attempt_at']).execute();
    await s.createIndex('webhook_deliveries_log').on('webhook_deliveries').columns(['webhook_id', 'created_at']).execute();
    await s.createIndex('webhook_deliveries_event').on('webhook_deliveries').column('event_id').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('webhook_deliveries').execute();
    await db.schema.dropTable('webhook_events').execute();
    await db.schema.dropTable('webhooks').execute();
    await db.schema.dropTable('api_keys').execute();
  },
});
