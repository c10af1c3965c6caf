import {
  addressTypeOf,
  GUEST_LIST_TEMPLATE_FILE_NAME,
  guestListColumnOf,
  guestListLineOf,
  guestListTemplateCsv,
  HttpError,
  messages,
  useTexts,
  type BulkImportResult,
  type ImportRowStatus,
  type RegistrationRow,
} from '@greenroom/core';
import { Button, Dialog, DropZone } from '@greenroom/ui';
import { useState } from 'react';
import { saveFile } from '../data/download';
import type { GuestsSlice, GuestListBooking } from '../data/guestSlices';
import { useImportGuests } from '../data/useImportGuests';
import { bookingsTextTable, type BookingsTexts } from '../texts';
import { readGuestFile } from './readGuestFile';

type UploadTexts = BookingsTexts['guests']['upload'];
import { Counts, ErrorList, TemplateRow } from './styles';

const STATUSES: ImportRowStatus[] = ['new', 'update', 'unchanged', 'duplicate', 'error'];

export interface UploadGuestsDialogProps {
  open: boolean;
  onClose: () => void;
  booking: GuestListBooking;
  /** After a commit, with the server's answer (the panel shows what changed). */
  onImported?: (answer: Extract<BulkImportResult, { ok: true }>) => void;
  api?: Pick<GuestsSlice, 'registrations'>;
}

interface Preview {
  fileName: string;
  rows: RegistrationRow[];
  answer: BulkImportResult;
}

/**
 * 'Upload Attendee List' (docs/reference/bookings.md §2.4, §5): one .csv by drop or click, the template
 * download, then a preview from the server's dry run classifying every row (new, update by email,
 * unchanged, duplicate in the file, error with its line, column and message). IMPORT stores
 * everything in one transaction or nothing; a file with errors is fixed and dropped again.
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
  const texts = useTexts(bookingsTextTable).guests.upload;
  const addressType = addressTypeOf(booking.intakeFields);
  const importer = useImportGuests({ bookingID: booking.bookingID }, api);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const check = async (file: File) => {
    setPreview(null);
    setProblem(null);
    if (!/\.csv$/i.test(file.name)) return setProblem(messages.guestCsvInvalid);
    setReading(true);
    try {
      const parsed = await readGuestFile(file, addressType);
      if (!parsed.ok) return setProblem(parsed.error);
      const answer = await importer.mutateAsync({ rows: parsed.rows, dryRun: true });
      setPreview({ fileName: file.name, rows: parsed.rows, answer });
    } catch (error) {
      setProblem(failureText(error, texts));
    } finally {
      setReading(false);
    }
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
  const statuses = answer?.statuses ?? [];
  const count = (status: ImportRowStatus) => statuses.filter((s) => s === status).length;
  const canImport = answer?.ok === true && (count('new') > 0 || count('update') > 0);
  const busy = reading || importer.isPending;

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={texts.title}
      busy={busy}
      error={problem === messages.guestCsvInvalid ? null : problem}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button onClick={commit} disabled={!canImport} busy={importer.isPending && preview !== null && !reading}>
            {texts.import}
          </Button>
        </>
      }
    >
      <DropZone label={texts.dropLabel} accept=".csv" onFile={check} onReject={() => setProblem(messages.guestCsvInvalid)} error={problem === messages.guestCsvInvalid ? problem : undefined} fileName={preview?.fileName ?? null} disabled={busy} />
      <TemplateRow>
        <Button
          variant="text"
          onClick={() => saveFile(new Blob([guestListTemplateCsv(addressType)], { type: 'text/csv;charset=utf-8' }), GUEST_LIST_TEMPLATE_FILE_NAME)}
        >
          {texts.template}
        </Button>
      </TemplateRow>
      {answer && (
        <section aria-label={texts.summary}>
          <Counts>
            {STATUSES.map((status) => (
              <div key={status} style={{ display: 'contents' }}>
                <dt>{texts.counts[status]}</dt>
                <dd>{count(status)}</dd>
              </div>
            ))}
          </Counts>
          {!answer.ok && (
            <>
              <p>{texts.errorsTitle}</p>
              <ErrorList aria-label={texts.errorsTitle}>
                {answer.errors.flatMap(({ row, fieldErrors }) =>
                  Object.entries(fieldErrors).map(([field, message]) => (
                    <li key={`${row}-${field}`}>{texts.errorLine(guestListLineOf(row), guestListColumnOf(field), message)}</li>
                  )),
                )}
              </ErrorList>
            </>
          )}
        </section>
      )}
    </Dialog>
  );
}
