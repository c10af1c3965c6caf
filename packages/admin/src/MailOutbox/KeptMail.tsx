import { useTexts, type OutboxMail } from '@greenroom/core';
import { Table, TruncatedText } from '@greenroom/ui';
import { useOutbox } from '../data/useOutbox';
import { DATE_TIME_COLUMN_WIDTH, DATE_TIME_ROW_HEIGHT, DateTimeCell, Section } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';

export interface KeptMailProps {
  /** The zone times are shown in. */
  timezone: string;
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * The mail the server kept instead of sending (no SMTP_URL): every mail, template or verification code
 * alike, newest first, with when, to whom, the subject and the text.
 * @example <KeptMail timezone="America/Chicago" />
 */
export function KeptMail({ timezone, api }: KeptMailProps) {
  const texts = useTexts(adminTextTable);
  const mails = useOutbox(api);
  return (
    <Section aria-labelledby="kept-mail-heading" data-ui="KeptMail">
      <h2 id="kept-mail-heading">{texts.keptMailHeading}</h2>
      <Table<OutboxMail>
        label={texts.outbox}
        rows={mails.data ?? []}
        getRowId={(mail) => mail.id}
        loading={mails.isPending}
        error={mails.isError ? texts.outboxError : undefined}
        emptyText={texts.noOutbox}
        height={360}
        rowHeight={DATE_TIME_ROW_HEIGHT}
        columns={[
          { id: 'created', header: texts.outboxCreated, width: DATE_TIME_COLUMN_WIDTH, cell: (m) => <DateTimeCell instant={m.createdAt} timezone={timezone} /> },
          { id: 'to', header: texts.outboxTo, width: '1.3fr', cell: (m) => <TruncatedText>{m.to}</TruncatedText> },
          { id: 'subject', header: texts.outboxSubject, width: '1.5fr', cell: (m) => <TruncatedText>{m.subject}</TruncatedText> },
          { id: 'text', header: texts.outboxText, width: '2fr', cell: (m) => <TruncatedText>{m.text}</TruncatedText> },
        ]}
      />
    </Section>
  );
}
