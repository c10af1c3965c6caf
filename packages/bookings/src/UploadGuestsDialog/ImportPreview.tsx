import { useTexts, type ImportRowStatus } from '@greenroom/core';
import { RadioGroup, Table, type TableColumn } from '@greenroom/ui';
import { useState } from 'react';
import { guestsTextTable } from '../textTables/guests';
import { importingTextTable } from '../textTables/importing';
import type { BookingsTexts } from '../texts.en';
import type { PreviewRow } from './previewRows';
import { FixHint, Step } from './styles';

const STATUSES: ImportRowStatus[] = ['new', 'update', 'unchanged', 'duplicate', 'error'];

type Filter = ImportRowStatus | 'all';

const columns = (texts: BookingsTexts['listing']['importing']): TableColumn<PreviewRow>[] => [
  { id: 'line', header: texts.columns.line, cell: (row) => row.line, width: 72, align: 'end' },
  { id: 'result', header: texts.columns.result, cell: (row) => texts.results[row.status], width: 130 },
  { id: 'name', header: texts.columns.name, cell: (row) => row.name },
  { id: 'email', header: texts.columns.email, cell: (row) => row.email },
  { id: 'details', header: texts.columns.details, cell: (row) => row.details, width: '2fr' },
];

/**
 * The preview of Upload Attendee List: every row of the file with its line, what the import does
 * with it (new, update with the fields that change, unchanged, duplicate, error with its message),
 * filterable by kind with the count of each on its button; virtualized (the kit Table), so a file
 * of 10,000 rows stays quick, and a card per row at phone width.
 * @example <ImportPreview rows={previewRows(rows, plan, answer, mapping, texts)} hasErrors={!answer.ok} />
 */
export function ImportPreview({ rows, hasErrors }: { rows: readonly PreviewRow[]; hasErrors: boolean }) {
  const upload = useTexts(guestsTextTable).upload;
  const texts = useTexts(importingTextTable).importing;
  const [filter, setFilter] = useState<Filter>('all');
  const count = (status: ImportRowStatus) => rows.filter((row) => row.status === status).length;
  const shown = filter === 'all' ? [...rows] : rows.filter((row) => row.status === filter);
  const options = [
    { value: 'all', label: texts.filter(texts.all, rows.length) },
    ...STATUSES.map((status) => ({ value: status, label: texts.filter(upload.counts[status], count(status)) })),
  ];

  return (
    <Step aria-label={upload.summary}>
      <RadioGroup label={texts.filterLabel} orientation="horizontal" value={filter} onChange={(next) => setFilter(next as Filter)} options={options} />
      {hasErrors ? <FixHint>{upload.errorsTitle}</FixHint> : null}
      <Table label={texts.rowsLabel} columns={columns(texts)} rows={shown} getRowId={(row) => String(row.index)} height={320} emptyText={texts.noRows} />
    </Step>
  );
}
