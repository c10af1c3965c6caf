import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/**
 * Whether an element's content is wider than the element (it scrolls sideways), kept current as
 * the element or its content resizes.
 * @example const [ref, overflows] = useSidewaysOverflow<HTMLDivElement>(); <div ref={ref} tabIndex={overflows ? 0 : undefined} />
 */
export function useSidewaysOverflow<E extends HTMLElement>(): [RefCallback<E>, boolean] {
  const [overflows, setOverflows] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback<RefCallback<E>>((node) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    const measure = () => setOverflows(node.scrollWidth > node.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(measure);
    observer.current.observe(node);
    for (const child of Array.from(node.children)) observer.current.observe(child);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, overflows];
}
