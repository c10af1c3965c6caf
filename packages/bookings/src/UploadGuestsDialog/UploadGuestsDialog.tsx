import {
  addressTypeOf,
  GUEST_LIST_TEMPLATE_FILE_NAME,
  guestListTemplateCsv,
  HttpError,
  importFieldsOf,
  mapImportColumns,
  mappedGuestRows,
  messages,
  planGuestImport,
  requiredImportFields,
  useTexts,
  type BulkImportResult,
  type CsvRow,
  type ImportColumnMapping,
  type ImportField,
  type RegistrationRow,
} from '@greenroom/core';
import { Button, Dialog, DropZone } from '@greenroom/ui';
import { useMemo, useState } from 'react';
import { saveFile } from '../data/download';
import { useFetchGuestRegistrations } from '../data/useFetchGuestRegistrations';
import type { GuestsSlice, GuestListBooking } from '../data/guestSlices';
import { useImportGuests } from '../data/useImportGuests';
import { guestsTextTable } from '../textTables/guests';
import type { GuestsTexts } from '../textTables/guests';
import { importingTextTable } from '../textTables/importing';
import { ColumnMapping } from './ColumnMapping';
import { ImportPreview } from './ImportPreview';
import { previewRows, type PreviewRow } from './previewRows';
import { readGuestFile } from './readGuestFile';
import { TemplateRow } from './styles';

type UploadTexts = GuestsTexts['upload'];

export interface UploadGuestsDialogProps {
  open: boolean;
  onClose: () => void;
  booking: GuestListBooking;
  /** After a commit, with the server's answer (the panel shows what changed). */
  onImported?: (answer: Extract<BulkImportResult, { ok: true }>) => void;
  api?: Pick<GuestsSlice, 'registrations'>;
}

/** A file read: its name, columns and rows. */
interface GuestFile {
  fileName: string;
  headers: string[];
  rows: CsvRow[];
}

/** Which column fills each field, and which of them were picked by their name. */
interface Columns {
  mapping: ImportColumnMapping;
  guessed: ImportField[];
}

interface Preview {
  rows: RegistrationRow[];
  items: PreviewRow[];
  answer: BulkImportResult;
}

/**
 * 'Upload Attendee List' (docs/reference/bookings.md §2.4, §5): one .csv by drop or click, the template
 * download. The file's columns are matched to ours (our template's, and the exports of Outlook,
 * Google Contacts, Eventbrite and Zoom registrants, by core's mapImportColumns); when a required
 * field has no column, a column was matched by its name, or columns are left over while fields are
 * empty, the producer checks the matching first (one select per field, with a sample). Then a
 * preview lists every row by what the import does with it (core's planGuestImport, with the
 * server's dry run): new, update with the fields that change, unchanged, duplicate, error with its
 * line, column and message; filterable, with the count of each. IMPORT stores everything in one
 * transaction or nothing; a file with errors is fixed and dropped again.
 * @example <UploadGuestsDialog open booking={booking} onClose={close} />
 */
export function UploadGuestsDialog({ open, ...rest }: UploadGuestsDialogProps) {
  return open ? <UploadGuests {...rest} /> : null;
}

function failureText(error: unknown, texts: UploadTexts): string {
  // A capacity refusal carries the server's own message; anything else is the spec's text.
  if (error instanceof HttpError && error.status === 409) return error.message;
  return texts.uploadError;
}

function UploadGuests({ onClose, booking, onImported, api }: Omit<UploadGuestsDialogProps, 'open'>) {
  const guestTexts = useTexts(guestsTextTable);
  const texts = guestTexts.upload;
  const importing = useTexts(importingTextTable).importing;
  const addressType = addressTypeOf(booking.intakeFields);
  const rules = useMemo(() => ({ intakeFields: booking.intakeFields, addressType }), [booking.intakeFields, addressType]);
  const required = useMemo(() => requiredImportFields(rules), [rules]);
  const importer = useImportGuests({ bookingID: booking.bookingID }, api);
  const fetchGuests = useFetchGuestRegistrations(booking.bookingID, api);
  const [file, setFile] = useState<GuestFile | null>(null);
  const [columns, setColumns] = useState<Columns | null>(null);
  const [mapping, setMapping] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const showPreview = async (read: GuestFile, chosen: ImportColumnMapping) => {
    if (required.some((field) => chosen[field] === undefined)) {
      setMapping(true);
      setShowMissing(true);
      return;
    }
    setProblem(null);
    setReading(true);
    try {
      const rows = mappedGuestRows(read.rows, chosen, addressType);
      const plan = planGuestImport(rows, await fetchGuests(), rules);
      const answer = await importer.mutateAsync({ rows, dryRun: true });
      const items = previewRows(rows, plan, answer, chosen, {
        importing,
        form: guestTexts.form,
        errorLine: texts.errorLine,
        yes: guestTexts.yes,
        no: guestTexts.no,
      });
      setPreview({ rows, items, answer });
      setMapping(false);
    } catch (error) {
      setProblem(failureText(error, texts));
    } finally {
      setReading(false);
    }
  };

  const check = async (dropped: File) => {
    setFile(null);
    setColumns(null);
    setPreview(null);
    setMapping(false);
    setShowMissing(false);
    setProblem(null);
    if (!/\.csv$/i.test(dropped.name)) return setProblem(messages.guestCsvInvalid);
    setReading(true);
    // A file the browser cannot read is as unusable as one that does not parse.
    const table = await readGuestFile(dropped)
      .catch(() => ({ ok: false as const, error: messages.guestCsvInvalid }))
      .finally(() => setReading(false));
    if (!table.ok) return setProblem(table.error);
    const read = { fileName: dropped.name, headers: table.headers, rows: table.rows };
    const plan = mapImportColumns(read.headers, rules, read.rows);
    setFile(read);
    setColumns({ mapping: plan.mapping, guessed: plan.guessed });
    if (plan.needsReview) setMapping(true);
    else await showPreview(read, plan.mapping);
  };

  const choose = (field: ImportField, column: string | undefined) => {
    setColumns((current) => {
      if (!current) return current;
      const next = { ...current.mapping };
      if (column === undefined) delete next[field];
      else next[field] = column;
      // A column the producer picked is no guess any more.
      return { mapping: next, guessed: current.guessed.filter((guess) => guess !== field) };
    });
  };

  const commit = async () => {
    if (!preview) return;
    setProblem(null);
    try {
      const answer = await importer.mutateAsync({ rows: preview.rows, dryRun: false });
      if (!answer.ok) return setPreview({ ...preview, answer });
      onImported?.(answer);
      onClose();
    } catch (error) {
      setProblem(failureText(error, texts));
    }
  };

  const answer = preview?.answer;
  const counted = (status: PreviewRow['status']) => preview?.items.some((item) => item.status === status) ?? false;
  const canImport = answer?.ok === true && (counted('new') || counted('update'));
  const busy = reading || importer.isPending;
  const parseProblem = problem === messages.guestCsvInvalid;

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={texts.title}
      busy={busy}
      error={parseProblem ? null : problem}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={busy}>
            {texts.cancel}
          </Button>
          {mapping && file && columns ? (
            <Button onClick={() => void showPreview(file, columns.mapping)} busy={reading}>
              {importing.toPreview}
            </Button>
          ) : (
            <>
              {preview && file ? (
                <Button variant="secondary" onClick={() => setMapping(true)} disabled={busy}>
                  {importing.changeMapping}
                </Button>
              ) : null}
              <Button onClick={commit} disabled={!canImport} busy={importer.isPending && preview !== null && !reading}>
                {texts.import}
              </Button>
            </>
          )}
        </>
      }
    >
      <DropZone
        label={texts.dropLabel}
        accept=".csv"
        onFile={check}
        onReject={() => setProblem(messages.guestCsvInvalid)}
        error={parseProblem ? problem : undefined}
        fileName={file?.fileName ?? null}
        disabled={busy}
      />
      <TemplateRow>
        <Button
          variant="text"
          onClick={() => saveFile(new Blob([guestListTemplateCsv(addressType)], { type: 'text/csv;charset=utf-8' }), GUEST_LIST_TEMPLATE_FILE_NAME)}
        >
          {texts.template}
        </Button>
      </TemplateRow>
      {mapping && file && columns ? (
        <ColumnMapping
          headers={file.headers}
          rows={file.rows}
          fields={importFieldsOf(addressType)}
          mapping={columns.mapping}
          guessed={columns.guessed}
          required={required}
          showMissing={showMissing}
          onChange={choose}
        />
      ) : null}
      {!mapping && preview ? <ImportPreview rows={preview.items} hasErrors={preview.answer.ok === false} /> : null}
    </Dialog>
  );
}
