import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/db/database';
import { newId } from '../platform/lib/tokens';
import type { Mailer } from '../platform/mailer';
import { keepInOutbox } from './store/outbox';

/** Keep mail in the `outbox` table, readable by a super-admin at GET /api/outbox. @example createOutboxMailer(db, clock) */
export function createOutboxMailer(db: Kysely<Database>, clock: Clock): Mailer {
  return {
    async send(message) {
      await keepInOutbox(db, { id: newId(), ...message, created_at: clock.now().getTime() });
    },
  };
}

/** Send mail through SMTP with nodemailer. @example createSmtpMailer('smtp://mail:25', 'Greenroom <no-reply@x>') */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
