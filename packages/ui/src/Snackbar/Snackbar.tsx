import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { BodyPortal } from '../internal/portalRoot';
import { ThemeScope } from '../theme/ThemeScope';
import { Region, Toast } from './styles';

export interface SnackbarProps {
  open: boolean;
  message: ReactNode;
  /** Called when the auto-hide time has passed. */
  onClose: () => void;
  /** Auto-hide delay in ms (spec: 1500). `null` keeps it open until `open` turns false. */
  duration?: number | null;
  /** Changing it restarts the auto-hide timer (for showing the same message again). */
  resetKey?: string | number;
  /** Accent on the left edge. Default 'neutral'. */
  tone?: 'neutral' | 'success' | 'danger';
  /** Optional button shown after the message. */
  action?: ReactNode;
}

/**
 * A short message at the bottom of the screen that hides itself after `duration` (1500 ms).
 * The polite live region (role="status") stays mounted so every message is announced.
 * Most features use `useSnackbar()` instead of driving it directly.
 *
 * @example
 * <Snackbar open={copied} message="Calendar Link Copied to Clipboard" onClose={() => setCopied(false)} />
 */
export function Snackbar({ open, message, onClose, duration = 1500, resetKey, tone = 'neutral', action }: SnackbarProps) {
  // A new onClose each render must not restart the timer, so the timer reads it through a ref.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open || duration === null) return;
    const timer = setTimeout(() => onCloseRef.current(), duration);
    return () => clearTimeout(timer);
  }, [open, duration, message, resetKey]);

  if (typeof document === 'undefined') return null;

  // Portalled (to <body>, or into the panel's mount when embedded, even in a shadow root) so no
  // transformed or clipped ancestor can hide it; ThemeScope carries the provider's mode and font.
  return (
    <BodyPortal>
      <ThemeScope>
        <Region data-ui="Snackbar" role="status" aria-live="polite" aria-atomic="true">
          {open && (
            <Toast $tone={tone}>
              <span>{message}</span>
              {action}
            </Toast>
          )}
        </Region>
      </ThemeScope>
    </BodyPortal>
  );
}
