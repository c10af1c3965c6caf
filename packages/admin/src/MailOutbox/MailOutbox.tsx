import { formatDateTimeInZone, type OutboxMail } from '@greenroom/core';
import { Table, TruncatedText } from '@greenroom/ui';
import { useOutbox } from '../data/useOutbox';
import { Section } from '../shared';
import { adminTexts } from '../texts';
import type { AdminSlice } from '../types';

export interface MailOutboxProps {
  /** The zone times are shown in. Default: the browser's. */
  timezone?: string;
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * The mail outbox (beyond the spec, issue 17): the mail the server kept instead of sending (no
 * SMTP_URL), newest first, with when, to whom, the subject and the text.
 * @example <MailOutbox />
 */
export function MailOutbox({ timezone = Intl.DateTimeFormat().resolvedOptions().timeZone, api }: MailOutboxProps) {
  const mails = useOutbox(api);
  return (
    <Section aria-label={adminTexts.outbox} data-ui="MailOutbox">
      <Table<OutboxMail>
        label={adminTexts.outbox}
        rows={mails.data ?? []}
        getRowId={(mail) => mail.id}
        loading={mails.isPending}
        error={mails.isError ? adminTexts.outboxError : undefined}
        emptyText={adminTexts.noOutbox}
        height={480}
        columns={[
          { id: 'created', header: adminTexts.outboxCreated, width: '1.3fr', cell: (m) => formatDateTimeInZone(m.createdAt, timezone) },
          { id: 'to', header: adminTexts.outboxTo, width: '1.3fr', cell: (m) => <TruncatedText>{m.to}</TruncatedText> },
          { id: 'subject', header: adminTexts.outboxSubject, width: '1.5fr', cell: (m) => <TruncatedText>{m.subject}</TruncatedText> },
          { id: 'text', header: adminTexts.outboxText, width: '2fr', cell: (m) => <TruncatedText>{m.text}</TruncatedText> },
        ]}
      />
    </Section>
  );
}
