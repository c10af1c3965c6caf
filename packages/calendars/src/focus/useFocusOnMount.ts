import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus once it is on screen, when `enabled` (e.g. a view the
 * user just moved to, so the focus does not fall back to the page body).
 * @example
 * const titleRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
 * <h2 ref={titleRef} tabIndex={-1}>Calendars</h2>
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean, ready = true) {
  const ref = useRef<T>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || !ready || done.current || !ref.current) return;
    done.current = true;
    ref.current.focus();
  }, [enabled, ready]);
  return ref;
}

/**
 * Puts the focus back on `ref`'s element when `busy` ends and the focus fell to the page body
 * (a button disabled while it works loses the focus in browsers).
 * @example
 * const buttonRef = useRefocusAfter<HTMLButtonElement>(regenerate.isPending);
 */
export function useRefocusAfter<T extends HTMLElement>(busy: boolean) {
  const ref = useRef<T>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const finished = wasBusy.current && !busy;
    wasBusy.current = busy;
    const active = ref.current?.ownerDocument.activeElement;
    if (finished && (!active || active === ref.current?.ownerDocument.body)) ref.current?.focus();
  }, [busy]);
  return ref;
}
