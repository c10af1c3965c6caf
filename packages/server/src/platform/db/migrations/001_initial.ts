import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect';
import type { MigrationFactory } from './types';

/** The whole first schema: user pool, tenants (projects, spaces), worlds, bookings area, mail, files. */
export const initialSchema: MigrationFactory = (dialect: DialectName) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    const { bytes } = columnTypes(dialect);
    const s = db.schema;

    await s
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('producers')
      .addColumn('producer_id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_key', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_key', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('role', 'integer', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('must_change_password', 'integer', (c) => c.notNull())
      .addColumn('temporary_password_expires_at', 'bigint')
      .addColumn('failed_sign_ins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('producers_email_key').on('producers').column('email_key').execute();

    await s
      .createTable('projects')
      .addColumn('project_id', 'text', (c) => c.primaryKey())
      .addColumn('project_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await s
      .createTable('producer_projects')
      .addColumn('producer_id', 'text', (c) => c.notNull().references('producers.producer_id').onDelete('cascade'))
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id').onDelete('cascade'))
      .addPrimaryKeyConstraint('producer_projects_pk', ['producer_id', 'project_id'])
      .execute();
    await s.createIndex('producer_projects_project').on('producer_projects').column('project_id').execute();

    await s
      .createTable('auth_challenges')
      .addColumn('challenge_hash', 'text', (c) => c.primaryKey())
      .addColumn('producer_id', 'text', (c) => c.notNull().references('producers.producer_id').onDelete('cascade'))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await s
      .createTable('refresh_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('producer_id', 'text', (c) => c.notNull().references('producers.producer_id').onDelete('cascade'))
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('refresh_tokens_producer').on('refresh_tokens').column('producer_id').execute();
    await s.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

    await s
      .createTable('verification_codes')
      .addColumn('username_key', 'text', (c) => c.primaryKey())
      .addColumn('producer_id', 'text', (c) => c.references('producers.producer_id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await s
      .createTable('rate_limits')
      .addColumn('rate_key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', 'bigint', (c) => c.notNull())
      .execute();

    await s
      .createTable('worlds')
      .addColumn('world_id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await s
      .createTable('world_skin_items')
      .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.world_id').onDelete('cascade'))
      .addColumn('skin_group', 'text', (c) => c.notNull())
      .addColumn('property', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('dimensions', 'text')
      .addColumn('asset_family', 'text')
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('world_skin_items_pk', ['world_id', 'skin_group', 'property'])
      .execute();

    await s
      .createTable('spaces')
      .addColumn('space_id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull().references('projects.project_id'))
      .addColumn('world_id', 'text', (c) => c.notNull().references('worlds.world_id'))
      .addColumn('space_name', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('maximum_user_hours', 'double precision', (c) => c.notNull())
      .addColumn('default_video_server', 'text', (c) => c.notNull())
      .addColumn('default_video_server_app_id', 'text', (c) => c.notNull())
      .addColumn('default_game_server', 'text', (c) => c.notNull())
      .addColumn('default_game_port', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('spaces_project').on('spaces').column('project_id').execute();

    await s
      .createTable('space_skin_items')
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.space_id').onDelete('cascade'))
      .addColumn('skin_group', 'text', (c) => c.notNull())
      .addColumn('property', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('dimensions', 'text')
      .addColumn('asset_family', 'text')
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('space_skin_items_pk', ['space_id', 'skin_group', 'property'])
      .execute();

    await s
      .createTable('calendars')
      .addColumn('calendar_id', 'text', (c) => c.primaryKey())
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.space_id').onDelete('cascade'))
      .addColumn('calendar_name', 'text', (c) => c.notNull())
      .addColumn('login_code', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('calendars_space').on('calendars').column('space_id').execute();

    await s
      .createTable('presentations')
      .addColumn('presentation_id', 'text', (c) => c.primaryKey())
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.space_id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slides', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('presentations_space').on('presentations').column('space_id').execute();

    await s
      .createTable('bookings')
      .addColumn('booking_id', 'text', (c) => c.primaryKey())
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.space_id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('calendar_id', 'text', (c) => c.references('calendars.calendar_id').onDelete('set null'))
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('end_time', 'text', (c) => c.notNull())
      .addColumn('start_value', 'bigint', (c) => c.notNull())
      .addColumn('end_value', 'bigint', (c) => c.notNull())
      .addColumn('doors_open', 'text', (c) => c.notNull())
      .addColumn('doors_closed', 'text', (c) => c.notNull())
      .addColumn('enable_doors', 'integer', (c) => c.notNull())
      .addColumn('access_time', 'text', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('registration_capacity', 'integer', (c) => c.notNull())
      .addColumn('use_registration_capacity', 'integer', (c) => c.notNull())
      .addColumn('grace_period_minutes', 'integer', (c) => c.notNull())
      .addColumn('send_entry_notifications', 'integer', (c) => c.notNull())
      .addColumn('show_in_room_help_button', 'integer', (c) => c.notNull())
      .addColumn('private_cloud', 'integer', (c) => c.notNull())
      .addColumn('enable_qa', 'integer', (c) => c.notNull())
      .addColumn('video_server', 'text', (c) => c.notNull())
      .addColumn('video_server_app_id', 'text', (c) => c.notNull())
      .addColumn('game_server', 'text', (c) => c.notNull())
      .addColumn('game_port', 'integer', (c) => c.notNull())
      .addColumn('public_app_login_code', 'text', (c) => c.notNull().unique())
      .addColumn('sign_up_login_code', 'text', (c) => c.notNull().unique())
      .addColumn('mobile_hybrid_login_code', 'text', (c) => c.unique())
      .addColumn('email_templates', 'text', (c) => c.notNull())
      .addColumn('intake_fields', 'text', (c) => c.notNull())
      .addColumn('error_messages', 'text', (c) => c.notNull())
      .addColumn('support_message', 'text', (c) => c.notNull())
      .addColumn('enable_support', 'integer', (c) => c.notNull())
      .addColumn('hang_up_url', 'text', (c) => c.notNull())
      .addColumn('registration_notification_email_address', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('bookings_space').on('bookings').columns(['space_id', 'start_value']).execute();
    await s.createIndex('bookings_calendar').on('bookings').column('calendar_id').execute();
    await s.createIndex('bookings_range').on('bookings').columns(['start_value', 'end_value']).execute();

    await s
      .createTable('registrations')
      .addColumn('registration_id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('login_code', 'text', (c) => c.notNull().unique())
      .addColumn('brand', 'integer', (c) => c.notNull())
      .addColumn('allow_early_access', 'integer', (c) => c.notNull())
      .addColumn('emails', 'text', (c) => c.notNull())
      .addColumn('registration_data', 'text', (c) => c.notNull())
      .addColumn('permissions', 'text')
      .addColumn('bridge_access', 'integer')
      .addColumn('presentation_id', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('registrations_booking').on('registrations').columns(['booking_id', 'kind']).execute();

    await s
      .createTable('attendance_records')
      .addColumn('attendees_id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.space_id').onDelete('cascade'))
      .addColumn('registration_id', 'text', (c) => c.notNull())
      .addColumn('socket_id', 'text', (c) => c.notNull())
      .addColumn('login_code', 'text', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint')
      .addColumn('role', 'integer', (c) => c.notNull())
      .addColumn('brand', 'integer', (c) => c.notNull())
      .addColumn('intake_data', 'text', (c) => c.notNull())
      .execute();
    await s.createIndex('attendance_booking').on('attendance_records').column('booking_id').execute();
    await s.createIndex('attendance_space').on('attendance_records').column('space_id').execute();

    await s
      .createTable('booking_caches')
      .addColumn('booking_id', 'text', (c) => c.primaryKey().references('bookings.booking_id').onDelete('cascade'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('built_at', 'bigint', (c) => c.notNull())
      .execute();

    await s
      .createTable('system_checks')
      .addColumn('system_check_id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('chicago_date', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .execute();
    await s.createIndex('system_checks_day').on('system_checks').columns(['chicago_date', 'created_at']).execute();

    await s
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('outbox_created').on('outbox').column('created_at').execute();

    await s
      .createTable('files')
      .addColumn('path', 'text', (c) => c.primaryKey())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data', bytes, (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
});
