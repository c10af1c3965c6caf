import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/** Whether an element scrolls sideways, and whether more of it lies past its end edge. */
export interface SidewaysOverflow {
  overflows: boolean;
  moreToEnd: boolean;
  /** Scrolled away from the start: content lies hidden before the start edge. */
  moreToStart: boolean;
}

const NONE: SidewaysOverflow = { overflows: false, moreToEnd: false, moreToStart: false };

/**
 * Whether an element's content is wider than the element (it scrolls sideways) and whether content
 * is hidden past its end edge, kept current as it resizes or scrolls.
 * @example const [ref, { overflows }] = useSidewaysOverflow<HTMLDivElement>(); <div ref={ref} tabIndex={overflows ? 0 : undefined} />
 */
export function useSidewaysOverflow<E extends HTMLElement>(): [RefCallback<E>, SidewaysOverflow] {
  const [state, setState] = useState<SidewaysOverflow>(NONE);
  const cleanup = useRef<(() => void) | null>(null);
  const ref = useCallback<RefCallback<E>>((node) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!node) return;
    const measure = () => {
      const overflows = node.scrollWidth > node.clientWidth;
      const moreToEnd = overflows && node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      const moreToStart = overflows && node.scrollLeft > 1;
      setState((was) =>
        was.overflows === overflows && was.moreToEnd === moreToEnd && was.moreToStart === moreToStart
          ? was
          : { overflows, moreToEnd, moreToStart },
      );
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    for (const child of Array.from(node.children)) observer?.observe(child);
    cleanup.current = () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  useEffect(() => () => cleanup.current?.(), []);
  return [ref, state];
}
