import { useCallback, useState, type ReactElement } from 'react';
import { Snackbar, type SnackbarProps } from './Snackbar';

export interface UseSnackbarOptions {
  /** Auto-hide delay in ms. Default 1500. */
  duration?: number;
  tone?: SnackbarProps['tone'];
}

export interface SnackbarHandle {
  /** Shows the message (replacing any shown one) and restarts the timer. */
  show: (message: string) => void;
  /** Hides it at once. */
  hide: () => void;
  /** Render this once in the component that calls `show`. */
  element: ReactElement;
}

/**
 * State and element for a Snackbar: features call `show(message)` and render `element`.
 *
 * @example
 * const snackbar = useSnackbar();
 * <CopyButton text={url} label="Copy calendar link"
 *   onCopied={() => snackbar.show('Calendar Link Copied to Clipboard')} />
 * {snackbar.element}
 */
export function useSnackbar({ duration = 1500, tone }: UseSnackbarOptions = {}): SnackbarHandle {
  const [state, setState] = useState({ open: false, message: '', count: 0 });

  const show = useCallback((message: string) => {
    setState((current) => ({ open: true, message, count: current.count + 1 }));
  }, []);
  const hide = useCallback(() => setState((current) => ({ ...current, open: false })), []);

  const element = (
    <Snackbar
      open={state.open}
      message={state.message}
      onClose={hide}
      duration={duration}
      resetKey={state.count}
      tone={tone}
    />
  );
  return { show, hide, element };
}
