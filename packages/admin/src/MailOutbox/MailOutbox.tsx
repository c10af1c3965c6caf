import { guessTimezone } from '@greenroom/core';
import type { AdminSlice } from '../types';
import { KeptMail } from './KeptMail';
import { MailDeliveries } from './MailDeliveries';
import { MailTransportLine } from './MailTransportLine';
import { Screen } from './styles';

export interface MailOutboxProps {
  /** The zone times are shown in. Default: the browser's. */
  timezone?: string;
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * MAIL OUTBOX (beyond the spec, issue 17): the template-mail delivery queue across bookings, newest
 * first, filtered by state, with RETRY on a failed delivery; above it where mail goes (the SMTP
 * server or the outbox); below it the mail the server kept instead of sending (no SMTP_URL), which
 * also holds mail outside the queue (verification codes).
 * @example <MailOutbox />
 */
export function MailOutbox({ timezone = guessTimezone(), api }: MailOutboxProps) {
  return (
    <Screen data-ui="MailOutbox">
      <MailTransportLine api={api} />
      <MailDeliveries timezone={timezone} api={api} />
      <KeptMail timezone={timezone} api={api} />
    </Screen>
  );
}
