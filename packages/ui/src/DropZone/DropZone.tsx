import { Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { fileMatchesAccept } from './accept';
import { ErrorText, FileName, HiddenInput, Hint, Root, Zone } from './styles';

/** Why a DropZone refused what it was given. */
export type DropZoneRejection =
  | { code: 'too-many-files'; message: string; files: File[] }
  | { code: 'file-type'; message: string; file: File };

export interface DropZoneProps {
  /**
   * Text inside the zone, e.g. 'Drop a PNG here or click to choose'. The accessible name is all
   * the zone's visible text (label, hint, file name), so what is read matches what is shown.
   */
  label: string;
  /** Accepted types, as for `<input type="file">`: '.csv', 'image/png', 'image/*', comma-separated. */
  accept?: string;
  /** Called with the one accepted file. */
  onFile: (file: File) => void;
  /** Called when more than one file is dropped or a file does not match `accept`. */
  onReject?: (reason: DropZoneRejection) => void;
  /** Error text (role=alert). When absent, the last rejection's message is shown. */
  error?: string;
  /** Small text under the label, e.g. 'PNG: 960px x 540px'. */
  hint?: ReactNode;
  /**
   * Name of the chosen file to show. Leave undefined to show the last accepted file's name;
   * pass null to show none (e.g. after the accepted type changed).
   */
  fileName?: string | null;
  disabled?: boolean;
  className?: string;
}

const tooMany = (files: File[]): DropZoneRejection => ({
  code: 'too-many-files',
  message: 'Only one file can be added at a time.',
  files,
});

const wrongType = (file: File, accept: string): DropZoneRejection => ({
  code: 'file-type',
  message: `${file.name} is not an accepted file type (${accept}).`,
  file,
});

/**
 * Takes exactly one file, dropped onto it or chosen with the file dialog (click, Enter or Space).
 * Files not matching `accept`, and drops of several files, are refused through `onReject`.
 *
 * @example
 * <DropZone
 *   label="Drop a PNG here or click to choose"
 *   accept="image/png"
 *   hint="PNG: 960px x 540px"
 *   onFile={setFile}
 *   onReject={() => setError('File must be of type PNG')}
 *   error={error}
 * />
 */
export function DropZone({ label, accept, onFile, onReject, error, hint, fileName, disabled = false, className }: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [acceptedName, setAcceptedName] = useState<string | null>(null);
  const [rejection, setRejection] = useState<DropZoneRejection | null>(null);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const fileId = `${baseId}-file`;
  const errorId = `${baseId}-error`;

  const shownName = fileName === undefined ? acceptedName : fileName;
  const shownError = error ?? rejection?.message;

  const reject = (reason: DropZoneRejection) => {
    setRejection(reason);
    onReject?.(reason);
  };

  const take = (files: File[]) => {
    if (disabled || files.length === 0) return;
    if (files.length > 1) return reject(tooMany(files));
    const [file] = files;
    if (!fileMatchesAccept(file, accept)) return reject(wrongType(file, accept ?? ''));
    setRejection(null);
    setAcceptedName(file.name);
    onFile(file);
  };

  const openDialog = () => {
    if (!disabled) inputRef.current?.click();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openDialog();
    }
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.currentTarget.files ?? []));
    // Let the same file be chosen again after a change elsewhere.
    event.currentTarget.value = '';
  };

  // Named by all the text it shows (label in name, WCAG 2.5.3); only the error is a description.
  const labelledBy = [labelId, hint ? hintId : null, shownName ? fileId : null].filter(Boolean).join(' ');
  const describedBy = shownError ? errorId : undefined;

  return (
    <Root data-ui="DropZone" className={className}>
      <Zone
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        $dragging={dragging}
        $invalid={Boolean(shownError)}
        $disabled={disabled}
        onClick={openDialog}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <Upload aria-hidden size={28} />
        {/* The spaces keep the visible text equal to the accessible name (WCAG 2.5.3 Label in Name). */}
        <span id={labelId}>{label}</span>{' '}
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}{' '}
        {shownName ? <FileName id={fileId}>{shownName}</FileName> : null}
      </Zone>
      <HiddenInput
        ref={inputRef}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-hidden
        disabled={disabled}
        data-testid="DropZone-input"
        onChange={onInputChange}
      />
      {shownError ? (
        <ErrorText id={errorId} role="alert">
          {shownError}
        </ErrorText>
      ) : null}
    </Root>
  );
}
