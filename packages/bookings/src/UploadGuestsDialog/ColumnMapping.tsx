import { messages, useTexts, type CsvRow, type ImportColumnMapping, type ImportField } from '@greenroom/core';
import { Select } from '@greenroom/ui';
import { useId } from 'react';
import { guestsTextTable } from '../textTables/guests';
import { importingTextTable } from '../textTables/importing';
import { fieldLabel } from './fieldLabel';
import { MappingGrid, StepHint, StepTitle } from './styles';

export interface ColumnMappingProps {
  /** The file's columns, as it names them. */
  headers: readonly string[];
  rows: readonly CsvRow[];
  /** Our fields, in the template's order. */
  fields: readonly ImportField[];
  mapping: ImportColumnMapping;
  /** Fields filled from a column picked by its name (not the template's own): asked to be checked. */
  guessed: readonly ImportField[];
  /** Fields the booking's form requires. */
  required: readonly ImportField[];
  /** Show 'Required' at a required field left without a column (after PREVIEW was pressed). */
  showMissing: boolean;
  onChange: (field: ImportField, column: string | undefined) => void;
}

/** The first value a column holds, for the producer to recognise it. */
function sampleOf(rows: readonly CsvRow[], column: string): string | null {
  for (const row of rows) {
    const value = (row[column] ?? '').trim();
    if (value !== '') return value;
  }
  return null;
}

/**
 * The mapping step of Upload Attendee List: one select per field of ours listing the file's
 * columns (and 'Not in the file'), with a value of the chosen column under it; a column picked by
 * its name asks to be checked, a required field left empty says 'Required'.
 * @example <ColumnMapping headers={table.headers} rows={table.rows} fields={IMPORT_FIELDS.US} mapping={mapping} guessed={[]} required={['first']} showMissing={false} onChange={choose} />
 */
export function ColumnMapping({ headers, rows, fields, mapping, guessed, required, showMissing, onChange }: ColumnMappingProps) {
  const texts = useTexts(importingTextTable).importing;
  const form = useTexts(guestsTextTable).form;
  const titleId = useId();
  const options = [{ value: '', label: texts.notInFile }, ...headers.map((header) => ({ value: header, label: header, data: true }))];

  const helper = (field: ImportField): string | undefined => {
    const column = mapping[field];
    if (column === undefined) return undefined;
    const sample = sampleOf(rows, column);
    const text = sample === null ? texts.noSample : texts.sample(sample);
    return guessed.includes(field) ? texts.guessed(text) : text;
  };

  return (
    <section aria-labelledby={titleId}>
      <StepTitle id={titleId}>{texts.mappingTitle}</StepTitle>
      <StepHint>{texts.mappingHint}</StepHint>
      <MappingGrid>
        {fields.map((field) => (
          <Select
            key={field}
            label={fieldLabel(field, form)}
            value={mapping[field] ?? ''}
            options={options}
            required={required.includes(field)}
            helperText={helper(field)}
            error={showMissing && required.includes(field) && mapping[field] === undefined ? messages.required : null}
            fullWidth
            onValueChange={(column) => onChange(field, column === '' ? undefined : column)}
          />
        ))}
      </MappingGrid>
    </section>
  );
}
