import { useTexts } from '@greenroom/core';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useFieldMessage } from '../internal/useFieldMessage';
import { sortDropped, type DropZoneRejection } from './sortDropped';
import { uiTextTable } from '../texts';
import { ErrorText, FileName, HiddenInput, Hint, Root, Zone } from './styles';

interface DropZoneBaseProps {
  /**
   * Text inside the zone, e.g. 'Drop a PNG here or click to choose'. The accessible name is all
   * the zone's visible text (label, hint, file name), so what is read matches what is shown.
   */
  label: string;
  /** Accepted types, as for `<input type="file">`: '.csv', 'image/png', 'image/*', comma-separated. */
  accept?: string;
  /**
   * Called once for each refusal: a file that does not match `accept`, or (without `multiple`)
   * a drop of more than one file. With `multiple`, refusals come before `onFiles`.
   */
  onReject?: (reason: DropZoneRejection) => void;
  /**
   * Error text (role=alert). Leave undefined to show the last drop's refusal messages; pass null
   * to show none (the caller reports refusals itself).
   */
  error?: string | null;
  /** Small text under the label, e.g. 'PNG: 960px x 540px'. */
  hint?: ReactNode;
  /**
   * Name of the chosen file to show. Leave undefined to show the last accepted file's name
   * (with `multiple`, the names of the last accepted files); pass null to show none.
   */
  fileName?: string | null;
  disabled?: boolean;
  className?: string;
}

/** One file at a time (the default). */
export interface SingleDropZoneProps extends DropZoneBaseProps {
  multiple?: false;
  /** Called with the one accepted file. */
  onFile: (file: File) => void;
}

/** One or several files at once, each checked against `accept` on its own. */
export interface MultipleDropZoneProps extends DropZoneBaseProps {
  multiple: true;
  /** Called with the accepted files of a drop or choice, in order (never with none). */
  onFiles: (files: File[]) => void;
}

export type DropZoneProps = SingleDropZoneProps | MultipleDropZoneProps;

/**
 * Takes one file (or, with `multiple`, several), dropped onto it or chosen with the file dialog
 * (click, Enter or Space). Files not matching `accept`, and drops of several files without
 * `multiple`, are refused through `onReject`.
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
 * <DropZone multiple label="Drop PNG slides here" accept="image/png" onFiles={addSlides} />
 */
export function DropZone(props: DropZoneProps) {
  const { label, accept, onReject, error, hint, fileName, disabled = false, className } = props;
  const texts = useTexts(uiTextTable);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [acceptedName, setAcceptedName] = useState<string | null>(null);
  const [rejections, setRejections] = useState<DropZoneRejection[]>([]);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const fileId = `${baseId}-file`;
  const errorId = `${baseId}-error`;

  const shownName = fileName === undefined ? acceptedName : fileName;
  const fieldMessage = useFieldMessage();
  const shownErrors = error === undefined ? rejections.map((reason) => reason.message) : error ? [error] : [];

  const take = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const sorted = sortDropped(files, { accept, multiple: props.multiple === true }, texts.dropZone);
    setRejections(sorted.rejections);
    sorted.rejections.forEach((reason) => onReject?.(reason));
    if (sorted.accepted.length === 0) return;
    setAcceptedName(sorted.accepted.map((file) => file.name).join(', '));
    if (props.multiple) props.onFiles(sorted.accepted);
    else props.onFile(sorted.accepted[0]);
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
  const describedBy = shownErrors.length > 0 ? errorId : undefined;

  return (
    <Root data-ui="DropZone" className={className}>
      <Zone
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        $dragging={dragging}
        $invalid={shownErrors.length > 0}
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
        multiple={props.multiple}
        tabIndex={-1}
        aria-hidden
        disabled={disabled}
        data-testid="DropZone-input"
        onChange={onInputChange}
      />
      {shownErrors.length > 0 ? (
        <ErrorText id={errorId} role="alert">
          {shownErrors.map((message, index) => (
            <div key={index}>{fieldMessage(message)}</div>
          ))}
        </ErrorText>
      ) : null}
    </Root>
  );
}
