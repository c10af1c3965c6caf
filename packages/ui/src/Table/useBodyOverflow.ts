import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useClientLayoutEffect } from '../internal/useClientLayoutEffect';

/** How a table's body scrolls. */
export interface BodyOverflow {
  /** The width of its classic scrollbar: 0 for overlay scrollbars or none. */
  scrollbarWidth: number;
  /** Its rows are taller than it: it scrolls. */
  scrolls: boolean;
}

interface Measured {
  scrollbarWidth: number;
  /** Null without layout (the server render, jsdom, a hidden tab). */
  scrolls: boolean | null;
}

/**
 * Measures a table's body in the browser as it or its rows resize (rows in flow and phone-width
 * cards are as tall as their content, so only the browser knows). Without layout, or with
 * `active` false (a state message instead of rows), the estimate decides: rows scroll when
 * `estimatedHeight` passes `maxHeight`.
 * @example const { scrolls, scrollbarWidth } = useBodyOverflow(bodyRef, rows.length * rowHeight, height, state === null);
 */
export function useBodyOverflow(
  bodyRef: RefObject<HTMLDivElement | null>,
  estimatedHeight: number,
  maxHeight: number,
  active: boolean,
): BodyOverflow {
  const [measured, setMeasured] = useState<Measured>({ scrollbarWidth: 0, scrolls: null });
  const measure = useCallback(() => {
    const body = bodyRef.current;
    if (!body) return;
    const scrollbarWidth = Math.max(0, body.offsetWidth - body.clientWidth);
    const scrolls = body.clientHeight > 0 ? body.scrollHeight > body.clientHeight : null;
    setMeasured((was) => (was.scrollbarWidth === scrollbarWidth && was.scrolls === scrolls ? was : { scrollbarWidth, scrolls }));
  }, [bodyRef]);

  useClientLayoutEffect(measure, [measure, estimatedHeight, maxHeight, active]);
  // The body resizes with its frame; its first child (the rows' sizer) with the rows.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    if (body.firstElementChild) observer.observe(body.firstElementChild);
    return () => observer.disconnect();
  }, [bodyRef, measure, active]);

  return {
    scrollbarWidth: measured.scrollbarWidth,
    scrolls: active && (measured.scrolls ?? estimatedHeight > maxHeight),
  };
}
