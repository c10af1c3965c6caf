import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';

type AnyKeyboardEvent = KeyboardEvent | ReactKeyboardEvent;

const isComposing = (event: AnyKeyboardEvent) => ('nativeEvent' in event ? event.nativeEvent : event).isComposing;

/**
 * Escape asks to close, unless the key was already claimed: an element inside that handles
 * Escape itself (a drag being cancelled, a popover closing) calls `event.preventDefault()`, and
 * the dialog leaves the key to it. Returns the panel's keydown handler; a document listener
 * covers an Escape pressed while focus is outside the panel (e.g. on the body).
 *
 * @example
 * const onKeyDown = useEscapeToClose(open && !busy, onClose);
 * <div role="dialog" onKeyDown={onKeyDown} />
 */
export function useEscapeToClose(enabled: boolean, onClose: () => void) {
  const handle = (event: AnyKeyboardEvent) => {
    if (!enabled || event.key !== 'Escape' || event.defaultPrevented || isComposing(event)) return;
    // Handled here: an outer dialog (or the document listener) must not close as well.
    event.stopPropagation();
    onClose();
  };
  // The document listener stays registered while enabled and calls the newest handler.
  const handleRef = useRef(handle);
  handleRef.current = handle;

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => handleRef.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);

  return handle;
}
