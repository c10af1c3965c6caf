import { CHICAGO_TIMEZONE, chicagoToday, formatTexts, toCalendarDay, useNow, useTexts, type SystemCheck } from '@greenroom/core';
import { Button, IconButton, StaticCalendar, Table, TruncatedText } from '@greenroom/ui';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { systemChecksCsv } from '../data/systemChecksCsv';
import { useSystemCheckList } from '../data/useSystemCheckList';
import { DATE_TIME_COLUMN_WIDTH, DATE_TIME_ROW_HEIGHT, DateTimeCell, dayText, localDate, saveFile, Section } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { ListHeader, ScreenLayout } from './styles';
import { SystemCheckDetails } from './SystemCheckDetails';

export interface SystemCheckAdminProps {
  /** The day shown at first. Default: today in America/Chicago (the provider's clock). */
  initialDate?: Date;
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * System Check Admin (/system-check-admin): a date calendar (days in America/Chicago, today at
 * first), the checks of that day (Name, Date/Time, SystemCheck ID, Details), a CSV export and the
 * Details popup. A 404 is an empty day; any other failure 'An error occurred getting system checks
 * for this date.'
 * @example <SystemCheckAdmin />
 */
export function SystemCheckAdmin({ initialDate, api }: SystemCheckAdminProps) {
  const texts = useTexts(adminTextTable);
  const formats = useTexts(formatTexts);
  const now = useNow();
  const [day, setDay] = useState<Date>(() => initialDate ?? localDate(chicagoToday(now())));
  const [open, setOpen] = useState<SystemCheck | null>(null);
  const dateString = toCalendarDay(day);
  const checks = useSystemCheckList({ dateString }, api);
  const title = texts.systemChecksOn(dayText(day, formats.date));
  const rows = checks.data ?? [];
  return (
    <ScreenLayout data-ui="SystemCheckAdmin">
      <StaticCalendar label={texts.systemCheckDate} value={day} today={initialDate ?? localDate(chicagoToday(now()))} onChange={setDay} />
      <Section aria-label={title}>
        <ListHeader>
          <h2>{title}</h2>
          <IconButton
            label={texts.exportCsv}
            disabled={rows.length === 0}
            onClick={() => saveFile(systemChecksCsv(rows, texts, formats), `system-checks-${dateString}.csv`, 'text/csv;charset=utf-8')}
          >
            <FileDown aria-hidden />
          </IconButton>
        </ListHeader>
        <Table<SystemCheck>
          label={title}
          rows={rows}
          getRowId={(c) => c.systemCheckID}
          loading={checks.isPending}
          error={checks.isError ? texts.systemChecksError : undefined}
          emptyText={texts.noSystemChecks}
          height={360}
          rowHeight={DATE_TIME_ROW_HEIGHT}
          columns={[
            { id: 'name', header: texts.name, width: '1.5fr', cell: (c) => <TruncatedText>{`${c.firstName} ${c.lastName}`.trim()}</TruncatedText> },
            { id: 'time', header: texts.dateTime, width: DATE_TIME_COLUMN_WIDTH, cell: (c) => <DateTimeCell instant={c.timestamp} timezone={CHICAGO_TIMEZONE} /> },
            { id: 'id', header: texts.systemCheckID, width: 150, cell: (c) => <TruncatedText>{c.systemCheckID}</TruncatedText> },
            {
              id: 'details',
              header: texts.details,
              // On a phone-width card the button says it already: no 'Details' label before it.
              label: '',
              width: 112,
              cell: (c) => (
                <Button variant="text" aria-label={`${texts.details} ${c.systemCheckID}`} onClick={() => setOpen(c)}>
                  {texts.details}
                </Button>
              ),
            },
          ]}
        />
      </Section>
      {open && <SystemCheckDetails check={open} onClose={() => setOpen(null)} />}
    </ScreenLayout>
  );
}
