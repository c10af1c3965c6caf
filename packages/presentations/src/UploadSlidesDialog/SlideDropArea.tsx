import { Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import { presentationTexts as t } from '../texts';
import { HiddenInput, Hint, Zone } from './styles';

export interface SlideDropAreaProps {
  /** Every file dropped or chosen, in order; checking them is the caller's job. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * Takes one or several files, dropped onto it or chosen with the file dialog (click, Enter or
 * Space). Unlike the kit's single-file DropZone it refuses nothing itself: every file reaches
 * the caller, which checks each by its bytes and lists the rejected ones with their message.
 * @example
 * <SlideDropArea onFiles={(files) => add(files)} />
 */
export function SlideDropArea({ onFiles, disabled = false }: SlideDropAreaProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (files: File[]) => {
    if (!disabled && files.length > 0) onFiles(files);
  };
  const open = () => {
    if (!disabled) inputRef.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(Array.from(event.currentTarget.files ?? []));
    event.currentTarget.value = '';
  };

  return (
    <>
      <Zone
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        data-ui="SlideDropArea"
        $dragging={dragging}
        $disabled={disabled}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <Upload aria-hidden size={28} />
        {/* Named by its content, which reads exactly as shown: label, then the size hint. */}
        <span>{t.dropLabel}</span> <Hint>{t.slideHint}</Hint>
      </Zone>
      <HiddenInput
        ref={inputRef}
        type="file"
        accept="image/png"
        multiple
        tabIndex={-1}
        aria-hidden
        disabled={disabled}
        data-testid="SlideDropArea-input"
        onChange={onChange}
      />
    </>
  );
}
