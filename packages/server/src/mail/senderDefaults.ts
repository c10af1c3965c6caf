import type { ServerConfig } from '../platform/config';

/**
 * Sender name and reply-to address new templates start with: the product name and the address of
 * GREENROOM_MAIL_FROM.
 * @example senderDefaults({ productName: 'Greenroom', mailFrom: 'Greenroom <events@x.test>' }) // { senderName: 'Greenroom', replyTo: 'events@x.test' }
 */
export function senderDefaults(config: Pick<ServerConfig, 'productName' | 'mailFrom'>): { senderName: string; replyTo: string } {
  return { senderName: config.productName, replyTo: mailAddressOf(config.mailFrom) };
}

/**
 * The address part of 'Name <address>' (or the whole text).
 * @example mailAddressOf('Greenroom <no-reply@localhost>') // 'no-reply@localhost'
 */
export function mailAddressOf(text: string): string {
  return /<([^<>\s]+)>\s*$/.exec(text)?.[1] ?? text.trim();
}
