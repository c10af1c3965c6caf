import { escapeHtml, type MailMessage } from '../mailer';

/** The verification-code mail of the forgot-password flow. @example verificationCodeMail('a@b.c', 'Greenroom', '042917', 15) */
export function verificationCodeMail(to: string, productName: string, code: string, lifetimeMinutes: number): MailMessage {
  const subject = `${productName} verification code`;
  const text = `Your verification code is ${code}. It expires in ${lifetimeMinutes} minutes and can be used once.\n\nIf you did not ask to reset your password, ignore this mail.`;
  const html = `<p>Your verification code is <strong>${escapeHtml(code)}</strong>.</p><p>It expires in ${lifetimeMinutes} minutes and can be used once.</p><p>If you did not ask to reset your password, ignore this mail.</p>`;
  return { to, subject, text, html };
}
