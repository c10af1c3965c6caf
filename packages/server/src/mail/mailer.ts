import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Database } from '../db/types';
import { newId } from '../lib/tokens';

/** One outgoing mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where mail goes. The server ships two: the outbox table (default) and SMTP (when SMTP_URL is set).
 * @example
 * await mailer.send({ to: 'a@b.c', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Keep mail in the `outbox` table, readable by a super-admin at GET /api/outbox. @example createOutboxMailer(db, clock) */
export function createOutboxMailer(db: Kysely<Database>, clock: Clock): Mailer {
  return {
    async send(message) {
      await db
        .insertInto('outbox')
        .values({ id: newId(), ...message, created_at: clock.now().getTime() })
        .execute();
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

/** Escape text for an HTML mail body. @example escapeHtml('<b>') // '&lt;b&gt;' */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
