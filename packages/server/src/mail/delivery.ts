import { INVITE_ICS, type RenderedEmail } from '@greenroom/core/rules';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { newId } from '../platform/lib/tokens';
import type { Clock } from '../platform/clock';
import type { ServerConfig } from '../platform/config';
import type { Database } from '../platform/db/database';
import { mailAddressOf } from './senderDefaults';
import { keepInOutbox } from './store/outbox';

/** A rendered mail as the queue hands it over: with the guest's calendar invitation when it carries one. */
export type OutgoingMail = RenderedEmail & { ics?: string | null };

/**
 * Where rendered template mail goes: SMTP (nodemailer) when SMTP_URL is set, otherwise the outbox
 * table a super-admin reads at GET /api/outbox (it keeps no attachment: the .ics stays on the
 * delivery row). Unlike the auth mails, template mail carries the template's sender name and
 * reply-to address.
 */
export interface TemplateDelivery {
  /**
   * Hand one mail over. `deliveryID` names the queued delivery: SMTP mail carries it in a stable
   * Message-ID (a resend after a crash is recognisable as the same message), and the outbox keeps
   * it as the row id (a resend is not stored twice).
   */
  deliver(mail: OutgoingMail, deliveryID?: string): Promise<void>;
  close(): void;
}

/**
 * The Message-ID of one queued delivery: the same on every attempt, so any duplicate a crash
 * causes (the mail server accepted it, the process died before it was marked sent) is the same
 * message to the receiving side (issue 32 §9).
 * @example deliveryMessageId('d1', 'no-reply@example.com') // '<d1@example.com>'
 */
export function deliveryMessageId(deliveryID: string, senderAddress: string): string {
  const domain = senderAddress.includes('@') ? senderAddress.slice(senderAddress.lastIndexOf('@') + 1) : 'greenroom.invalid';
  return `<${deliveryID}@${domain}>`;
}

/**
 * The delivery for this server's configuration. The sender address is GREENROOM_MAIL_FROM's; the
 * display name is the template's `from`.
 * @example
 * const delivery = createTemplateDelivery({ db, clock, config });
 * await delivery.deliver(renderEmail(template, values, 'ada@example.com'));
 */
export function createTemplateDelivery(options: { db: Kysely<Database>; clock: Clock; config: ServerConfig }): TemplateDelivery {
  const { db, clock, config } = options;
  const address = mailAddressOf(config.mailFrom);
  if (!config.smtpUrl) {
    return {
      async deliver(mail, deliveryID) {
        await keepInOutbox(db, { id: deliveryID ?? newId(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, created_at: clock.now().getTime() });
      },
      close() {},
    };
  }
  // A few kept-open connections carry the worker's parallel deliveries; a stuck mail server must
  // not hold a delivery for nodemailer's default two minutes.
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(mail, deliveryID) {
      await transport.sendMail({
        ...(deliveryID === undefined ? {} : { messageId: deliveryMessageId(deliveryID, address) }),
        from: { name: mail.fromName, address },
        ...(mail.replyTo.trim() === '' ? {} : { replyTo: mail.replyTo.trim() }),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === '' ? {} : { html: mail.html }),
        // The invitation a calendar client offers to add (RFC 6047's iMIP REQUEST).
        ...(mail.ics ? { attachments: [{ filename: INVITE_ICS.fileName, content: mail.ics, contentType: INVITE_ICS.contentType }] } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
