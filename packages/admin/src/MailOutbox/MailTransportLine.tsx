import { useTexts } from '@greenroom/core';
import { Hint } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { useMailTransport } from '../data/useMailTransport';

/**
 * One line above the queue saying where mail goes: the SMTP server by host and port, the outbox
 * below (no mail server configured), or nowhere (a backend without mail). Nothing while loading or
 * when the backend cannot say.
 * @example <MailTransportLine />
 */
export function MailTransportLine({ api }: { api?: AdminSlice }) {
  const texts = useTexts(adminTextTable);
  const transport = useMailTransport(api).data;
  if (!transport) return null;
  const line =
    transport.kind === 'smtp' ? texts.mailTransportSmtp(transport.server) : transport.kind === 'outbox' ? texts.mailTransportOutbox : texts.mailTransportNone;
  return <Hint data-ui="MailTransportLine">{line}</Hint>;
}
