import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH } from '../rules/apiKeys';
import { WEBHOOK_SECRET_PREFIX } from '../rules/webhooks';

const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random letters and digits. */
function randomText(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => SECRET_ALPHABET[byte % SECRET_ALPHABET.length]).join('');
}

/**
 * A new API key: its secret (`grk_` and 40 random characters) and the prefix listed with it.
 * @example const { secret, prefix } = newApiKeySecret(); // secret.startsWith(prefix)
 */
export function newApiKeySecret(): { secret: string; prefix: string } {
  const secret = `${API_KEY_PREFIX}${randomText(40)}`;
  return { secret, prefix: secret.slice(0, API_KEY_SHOWN_LENGTH) };
}

/** A new webhook signing secret. @example newWebhookSecret() // 'whsec_…' */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomText(40)}`;
}
