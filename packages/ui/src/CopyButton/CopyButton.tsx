import { Check, Copy } from 'lucide-react';
import { useTexts } from '@greenroom/core';
import { useEffect, useRef, useState } from 'react';
import { IconButton, type IconButtonSize, type IconButtonVariant } from '../IconButton/IconButton';
import { copyText } from './copyText';
import { uiTextTable } from '../texts';

/** How long the check mark replaces the copy icon after a successful copy. */
const CONFIRM_MS = 1500;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** Accessible name and tooltip. Default 'Copy'. */
  label?: string;
  /** Called only after the text is on the clipboard. */
  onCopied?: () => void;
  /** Called when neither the Clipboard API nor the fallback could copy. */
  onError?: (error: unknown) => void;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  disabled?: boolean;
}

/**
 * An icon button that copies `text` (Clipboard API, falling back to execCommand) and briefly
 * shows a check mark. Pair `onCopied` with a snackbar for the spec's confirmation texts.
 *
 * @example
 * <CopyButton text={space.spaceID} label="Copy Space ID" onCopied={() => snackbar.show('Copied')} />
 */
export function CopyButton({ text, label, onCopied, onError, variant, size, disabled }: CopyButtonProps) {
  const texts = useTexts(uiTextTable);
  const [copied, setCopied] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await copyText(text, texts.copyButton.failed);
    } catch (error) {
      onError?.(error);
      return;
    }
    if (mounted.current) setCopied(true);
    onCopied?.();
  };

  return (
    <IconButton
      data-ui="CopyButton"
      data-copied={copied || undefined}
      label={label ?? texts.copyButton.copy}
      variant={variant}
      size={size}
      disabled={disabled}
      onClick={() => void copy()}
    >
      {copied ? <Check /> : <Copy />}
    </IconButton>
  );
}
