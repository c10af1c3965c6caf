import { useTexts } from '@greenroom/core';
import { Button, CopyButton, Dialog, TextField } from '@greenroom/ui';
import { useRef, useState } from 'react';
import { integrationTextTable } from '../texts';

export interface SecretDialogProps {
  /** The secret to show once; null: the dialog is closed. */
  secret: string | null;
  title: string;
  /** The secret field's label. */
  label: string;
  /** That it will not be shown again. */
  warning: string;
  /** The copy button's accessible name. */
  copyLabel: string;
  /** DONE, the close button or Escape. */
  onClose: () => void;
}

/**
 * A secret shown this once (a new API key, a webhook's signing secret): the warning that it will
 * not be shown again, the secret in a read-only field (focused and selected, so it can be copied
 * with the keyboard) with a copy button, and DONE. A press outside does not close it, so the
 * secret is not lost by accident.
 * @example <SecretDialog secret={created?.secret ?? null} title={texts.keySecretTitle} label={texts.keySecretLabel} warning={texts.keySecretWarning} copyLabel={texts.copyKey} onClose={() => setCreated(null)} />
 */
export function SecretDialog({ secret, title, label, warning, copyLabel, onClose }: SecretDialogProps) {
  const texts = useTexts(integrationTextTable);
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog
      open={secret !== null}
      onClose={close}
      title={title}
      description={warning}
      size="md"
      initialFocus={field}
      data-ui="SecretDialog"
      // The warning is the dialog's description: read with its title when it opens.
      actions={<Button onClick={close}>{texts.done}</Button>}
    >
      <TextField
        ref={field}
        label={label}
        value={secret ?? ''}
        readOnly
        fullWidth
        spellCheck={false}
        autoComplete="off"
        onFocus={(event) => event.currentTarget.select()}
        endAdornment={<CopyButton text={secret ?? ''} label={copyLabel} size="sm" onCopied={() => setCopied(true)} />}
      />
      <p role="status">{copied ? texts.copied : ''}</p>
    </Dialog>
  );
}
