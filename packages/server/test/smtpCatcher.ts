import { SMTPServer } from 'smtp-server';

/** One message the test SMTP server accepted. */
export interface CaughtMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps what it receives and refuses chosen recipients. */
export interface SmtpCatcher {
  url: string;
  messages: CaughtMail[];
  close(): Promise<void>;
}

/**
 * Start the catcher. Recipients in `refuse` get a 550 at RCPT TO.
 * @example const smtp = await startSmtpCatcher({ refuse: ['bounce@example.com'] });
 */
export async function startSmtpCatcher(options: { refuse?: string[] } = {}): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const refuse = new Set((options.refuse ?? []).map((a) => a.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A raw message with quoted-printable soft breaks and escapes undone (enough to read ASCII bodies).
 * @example readable(mail.raw).includes('Hi Ada')
 */
export function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
