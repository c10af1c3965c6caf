// An SMTP server inside the journey's process that keeps every mail the Greenroom server sends,
// parsed enough to read it: recipients, subject, text and HTML bodies, and attachments (the .ics).
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

/** One attachment or calendar part of a mail. */
export interface SunkAttachment {
  filename: string;
  /** Content type without its parameters, lower case ('text/calendar'). */
  contentType: string;
  /** Its parameters, names lower case ({ method: 'REQUEST', charset: 'utf-8' }). */
  params: Record<string, string>;
  /** The decoded content as UTF-8 text. */
  content: string;
}

/** One mail the sink accepted. */
export interface SunkMail {
  /** Envelope recipients, lower case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Parts that are neither the text nor the HTML body: attachments and calendar parts. */
  attachments: SunkAttachment[];
  /** The undecoded message, for a failing assertion's message. */
  raw: string;
  /** Order of arrival, from 0. */
  index: number;
}

/** A running sink. */
export interface SmtpSink {
  /** SMTP_URL for the server under test (no TLS, no login). */
  url: string;
  /** Every mail so far, in order of arrival. */
  mails: SunkMail[];
  /** The mails to `address` (case-insensitive) so far. */
  to(address: string): SunkMail[];
  /**
   * Polls (expect.poll) until a mail matches and answers the first that does; fails after `timeout`
   * ms (default 20 s) listing what did arrive.
   */
  waitFor(predicate: (mail: SunkMail) => boolean, options?: { timeout?: number; message?: string }): Promise<SunkMail>;
  close(): Promise<void>;
}

/**
 * Parses a raw message as the sink keeps it (mailparser: MIME trees, transfer encodings, encoded
 * headers and charsets).
 * @example (await parseMail(Buffer.from('Subject: Hi\r\n\r\nHello'), ['a@b.c'], 0)).text // 'Hello\n'
 */
export async function parseMail(raw: Buffer, to: string[], index: number): Promise<SunkMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const attachments = parsed.attachments.map((part) => {
    const type = part.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
    const params = Object.fromEntries(Object.entries(type?.params ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    return { filename: part.filename ?? '', contentType: part.contentType.toLowerCase(), params, content: part.content.toString('utf8') };
  });
  return { to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', attachments, raw: raw.toString('utf8'), index };
}

/**
 * Starts an SMTP server on 127.0.0.1 (random port, no TLS, no login) that keeps every mail.
 * @example
 * const sink = await startSmtpSink();
 * const server = await startServer({ SMTP_URL: sink.url });
 * const mail = await sink.waitFor((m) => m.to.includes('ada@example.com') && /approved/.test(m.subject));
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        // Numbered in order of arrival; kept once parsed (a poll sees whole mails only).
        const index = received++;
        parseMail(Buffer.concat(chunks), to, index).then(
          (mail) => {
            mails.push(mail);
            mails.sort((a, b) => a.index - b.index);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const summary = () => mails.map((m) => `#${m.index} ${m.to.join(',')}: ${m.subject}`).join('\n') || '(no mail)';
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (recipient) => mails.filter((m) => m.to.includes(recipient.toLowerCase())),
    async waitFor(predicate, options = {}) {
      await expect
        .poll(() => mails.some(predicate), { timeout: options.timeout ?? 20_000, interval: 100, message: `${options.message ?? 'a matching mail'}; arrived:\n${summary()}` })
        .toBe(true);
      return mails.find(predicate)!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
