import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTexts } from '@greenroom/core';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Message } from './styles';
import { uiTextTable } from '../texts';

export interface ConfirmDialogProps {
  open: boolean;
  /** e.g. 'Delete Calendar?' */
  title: ReactNode;
  /** e.g. 'There is no undo for calendar delete.' */
  message: ReactNode;
  /** Default 'CONFIRM' (the kit's text table). */
  confirmLabel?: string;
  /** Default 'CANCEL' (the kit's text table). */
  cancelLabel?: string;
  /** 'danger' for destructive confirmations. Default 'primary'. */
  confirmVariant?: 'primary' | 'danger';
  /**
   * Runs on confirm. When it returns a promise the dialog is busy until it settles; a rejection
   * shows `errorMessage` (or the error's message) and keeps the dialog open for a retry.
   * Close the dialog yourself (open=false) once the work succeeded.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Cancel button, close button or Escape (never while busy). */
  onCancel: () => void;
  /** Text shown when onConfirm rejects; defaults to the error's own message. */
  errorMessage?: string;
  /** Extra busy state owned by the caller (e.g. a mutation's isPending). */
  busy?: boolean;
}

function messageOf(reason: unknown, fallback: string): string {
  return reason instanceof Error && reason.message.trim() ? reason.message : fallback;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/**
 * A yes/no question in a Dialog, with CANCEL and CONFIRM. Handles its own in-progress and error
 * states around an async `onConfirm`; confirming again clears the previous error.
 *
 * @example
 * <ConfirmDialog
 *   open={confirming}
 *   title="Delete Calendar?"
 *   message="There is no undo for calendar delete."
 *   onCancel={() => setConfirming(false)}
 *   onConfirm={async () => {
 *     await api.calendars.delete({ calendarID });
 *     setConfirming(false);
 *   }}
 * />
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  errorMessage,
  busy = false,
}: ConfirmDialogProps) {
  const texts = useTexts(uiTextTable);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Ignores the outcome of a confirm that was started before the dialog closed or unmounted.
  const attempt = useRef(0);

  useEffect(() => {
    attempt.current += 1;
    setPending(false);
    setError(null);
  }, [open]);

  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  const confirm = async () => {
    setError(null);
    const mine = ++attempt.current;
    try {
      const result = onConfirm();
      if (!isPromiseLike(result)) return;
      setPending(true);
      await result;
      if (mine === attempt.current) setPending(false);
    } catch (reason) {
      if (mine !== attempt.current) return;
      setPending(false);
      setError(errorMessage ?? messageOf(reason, texts.confirmDialog.fallbackError));
    }
  };

  const isBusy = busy || pending;

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      busy={isBusy}
      error={error}
      size="sm"
      data-ui="ConfirmDialog"
      initialFocus={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="text" onClick={onCancel}>
            {cancelLabel ?? texts.confirmDialog.cancel}
          </Button>
          <Button variant={confirmVariant} onClick={() => void confirm()}>
            {confirmLabel ?? texts.confirmDialog.confirm}
          </Button>
        </>
      }
    >
      <Message>{message}</Message>
    </Dialog>
  );
}
