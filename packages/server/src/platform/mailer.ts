// The mail port of the platform: what a mailer is and what it sends. The mailers themselves (SMTP,
// the outbox table, the terminal) live in mail/ (docs/architecture.md#the-servers-shape).

/** One outgoing mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where mail goes. The server ships three (mail/transports.ts, mail/consoleMailer.ts): SMTP, the outbox table and the terminal.
 * @example
 * await mailer.send({ to: 'a@b.c', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Escape text for an HTML mail body. @example escapeHtml('<b>') // '&lt;b&gt;' */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
