import {
  guestListColumnOf,
  guestListLineOf,
  type BulkImportResult,
  type GuestImportPlan,
  type ImportColumnMapping,
  type ImportField,
  type ImportRowResult,
  type ImportRowStatus,
  type RegistrationRow,
} from '@greenroom/core';
import type { BookingsTexts } from '../texts.en';
import { fieldLabel } from './fieldLabel';

/** One row of the file as the preview lists it. */
export interface PreviewRow {
  /** 0-based, in file order. */
  index: number;
  /** The line of the file (the header is line 1). */
  line: number;
  status: ImportRowStatus;
  name: string;
  email: string;
  /** What changes, what it repeats, or what is wrong. */
  details: string;
}

/** The words the rows are described with. */
export interface PreviewTexts {
  importing: BookingsTexts['listing']['importing'];
  form: BookingsTexts['guests']['form'];
  errorLine: BookingsTexts['guests']['upload']['errorLine'];
  yes: string;
  no: string;
}

function describe(result: ImportRowResult, index: number, mapping: ImportColumnMapping, texts: PreviewTexts): string {
  const shown = (value: string) => (value === '' ? texts.importing.emptyValue : value);
  switch (result.status) {
    case 'update':
      return result.changes
        .map(({ field, before, after }) =>
          texts.importing.change(
            fieldLabel(field, texts.form),
            field === 'brand' ? yesNo(before, texts) : shown(before),
            field === 'brand' ? yesNo(after, texts) : shown(after),
          ),
        )
        .join('; ');
    case 'duplicate':
      return 'row' in result.duplicateOf ? texts.importing.duplicateOfLine(guestListLineOf(result.duplicateOf.row)) : texts.importing.duplicateOfGuest;
    case 'error':
      // Where the producer finds it: the file's own column (the template's name when unmapped).
      return Object.entries(result.fieldErrors)
        .map(([field, message]) => texts.errorLine(guestListLineOf(index), mapping[field as ImportField] ?? guestListColumnOf(field), message))
        .join('; ');
    default:
      return '';
  }
}

function yesNo(value: string, texts: PreviewTexts): string {
  return value === 'true' ? texts.yes : texts.no;
}

/**
 * Every row of the file for the preview, with the class it falls in and its details: the core
 * plan's per-row results (planGuestImport), with the class the server's dry run answered where it
 * answered one (the server is read under its lock; when the two disagree, the row's details are
 * left out rather than shown wrong), and the server's field errors where it sent them.
 * @example previewRows(rows, plan, answer, mapping, texts).filter((row) => row.status === 'update')
 */
export function previewRows(
  rows: readonly RegistrationRow[],
  plan: GuestImportPlan,
  answer: BulkImportResult,
  mapping: ImportColumnMapping,
  texts: PreviewTexts,
): PreviewRow[] {
  const serverErrors = new Map((answer.ok ? [] : answer.errors).map((error) => [error.row, error.fieldErrors]));
  return rows.map((row, index) => {
    const planned = plan.rows[index];
    const status = answer.statuses?.[index] ?? planned.status;
    const fieldErrors = serverErrors.get(index);
    const result: ImportRowResult | null = fieldErrors ? { status: 'error', fieldErrors } : planned.status === status ? planned : null;
    return {
      index,
      line: guestListLineOf(index),
      status,
      name: `${row.first} ${row.last}`.trim(),
      email: row.email,
      details: result ? describe(result, index, mapping, texts) : '',
    };
  });
}
