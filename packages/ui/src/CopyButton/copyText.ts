import { uiTexts } from '../texts';

/** Legacy path for browsers or contexts (plain http, iframes) without the async clipboard. */
function copyWithExecCommand(text: string, failedMessage: string): void {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  Object.assign(textarea.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.appendChild(textarea);
  textarea.focus({ preventScroll: true });
  textarea.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } finally {
    textarea.remove();
    previousFocus?.focus({ preventScroll: true });
  }
  if (!copied) throw new Error(failedMessage);
}

/**
 * Copies text to the clipboard: the async Clipboard API first, then a hidden textarea with
 * document.execCommand('copy') when that API is missing or refuses. Rejects if both fail, with
 * `failedMessage` (default: the kit's English 'Copy to clipboard failed'; CopyButton passes the
 * text of the locale in effect).
 *
 * @example
 * await copyText(calendarUrl);
 */
export async function copyText(text: string, failedMessage: string = uiTexts.copyButton.failed): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or not focused: fall through to the legacy path.
    }
  }
  copyWithExecCommand(text, failedMessage);
}
