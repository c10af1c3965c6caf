import type { Terminal } from '../platform/log/terminal';
import type { Mailer } from '../platform/mailer';

const RULE = '-'.repeat(72);

/**
 * Hand mail to the operator in the server's terminal (used for the user pool's mail when no SMTP_URL
 * is set): the recipient, the subject and the text, framed so it stands out from the other lines.
 * Nothing is stored, so no other user can read a verification code.
 * @example
 * const mailer = createConsoleMailer(createTerminal());
 * await mailer.send({ to: 'a@b.c', subject: 'Greenroom verification code', text: 'Your verification code is 123456.', html: '' });
 */
export function createConsoleMailer(terminal: Terminal): Mailer {
  return {
    async send(message) {
      terminal.info(
        [
          RULE,
          `Mail to ${message.to} (not sent: SMTP_URL is not set; pass it on to the recipient)`,
          `Subject: ${message.subject}`,
          '',
          message.text.trimEnd(),
          RULE,
        ].join('\n'),
      );
    },
  };
}
