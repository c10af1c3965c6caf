import nodemailer from 'nodemailer';

/**
 * Whether the mail server of `smtpUrl` answers and accepts the login (nodemailer's verify), within
 * `timeoutMs`: `null` when it does, otherwise the reason in a few words. Never throws.
 * @example
 * const problem = await checkSmtp('smtp://mail:25');
 * if (problem) terminal.warn(`Mail: ${problem}`);
 */
export async function checkSmtp(smtpUrl: string, timeoutMs = 5_000): Promise<string | null> {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  try {
    await transport.verify();
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return /ECONNREFUSED/.test(message) ? 'connection refused' : message;
  } finally {
    transport.close();
  }
}
