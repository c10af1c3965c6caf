import { guessTimezone, useTexts } from '@greenroom/core';
import type { AuditEntry } from '@greenroom/core/rules';
import { Table, TruncatedText } from '@greenroom/ui';
import { useAuditLog } from '../data/useAuditLog';
import { useProducerList } from '../data/useProducerList';
import { DATE_TIME_COLUMN_WIDTH, DATE_TIME_ROW_HEIGHT, DateTimeCell, Section, TwoLineText } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { changeText } from './changeText';

export interface AuditLogProps {
  /** The zone times are shown in. Default: the browser's. */
  timezone?: string;
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * The audit log (beyond the spec, issue 17): every admin change, newest first, with when, who
 * (the producer's name), what, the record and its before and after. Read-only: the log is
 * append-only.
 * @example <AuditLog />
 */
export function AuditLog({ timezone = guessTimezone(), api }: AuditLogProps) {
  const texts = useTexts(adminTextTable);
  const entries = useAuditLog(api);
  const producers = useProducerList(api);
  const nameOf = (producerID: string) => producers.data?.find((p) => p.producerID === producerID)?.name ?? producerID;
  return (
    <Section aria-label={texts.auditLog} data-ui="AuditLog">
      <Table<AuditEntry>
        label={texts.auditLog}
        rows={entries.data ?? []}
        getRowId={(entry) => entry.auditID}
        loading={entries.isPending}
        error={entries.isError ? texts.auditError : undefined}
        emptyText={texts.noAudit}
        height={480}
        rowHeight={DATE_TIME_ROW_HEIGHT}
        columns={[
          { id: 'when', header: texts.auditWhen, width: DATE_TIME_COLUMN_WIDTH, cell: (e) => <DateTimeCell instant={e.at} timezone={timezone} /> },
          { id: 'who', header: texts.auditWho, width: '1fr', cell: (e) => <TruncatedText>{nameOf(e.producerID)}</TruncatedText> },
          { id: 'what', header: texts.auditWhat, width: '1.6fr', cell: (e) => <TwoLineText>{texts.auditActions[e.action] ?? e.action}</TwoLineText> },
          { id: 'target', header: texts.auditTarget, width: '0.9fr', cell: (e) => <TruncatedText>{e.target}</TruncatedText> },
          { id: 'before', header: texts.auditBefore, width: '1.4fr', cell: (e) => <TruncatedText>{changeText(e.before, texts)}</TruncatedText> },
          { id: 'after', header: texts.auditAfter, width: '1.4fr', cell: (e) => <TruncatedText>{changeText(e.after, texts)}</TruncatedText> },
        ]}
      />
    </Section>
  );
}
