import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/** Never shorter than this, so a short window (a phone held sideways) still shows a few rows. */
const MIN_HEIGHT = 320;

/**
 * The height of the first render, on the server and in the browser alike (the kit Table's
 * default), so a server-rendered list hydrates without a mismatch; the element's measure follows
 * at once, before the browser paints.
 */
const FIRST_RENDER_HEIGHT = 400;

/**
 * The height from an element's top to the bottom of the window, less `reserve` (what sits under
 * the top inside it, like a table's header row, and the page's bottom padding), at least 320 px;
 * kept current as the window resizes. A virtualized list sized by it scrolls with the page's
 * height instead of in a small box of its own. The first render (the server's too) uses 400 px;
 * the element is measured as soon as it is in the page.
 * @example const [ref, height] = useWindowFillHeight<HTMLDivElement>(64); <div ref={ref}><Table height={height} … /></div>
 */
export function useWindowFillHeight<E extends HTMLElement>(reserve: number): [RefCallback<E>, number] {
  const node = useRef<E | null>(null);
  const measure = useCallback(() => {
    // From the top of the document, so a page scrolled at mount still gets the whole window.
    const top = node.current ? node.current.getBoundingClientRect().top + window.scrollY : 0;
    return Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - reserve));
  }, [reserve]);
  const [height, setHeight] = useState(FIRST_RENDER_HEIGHT);
  const ref = useCallback<RefCallback<E>>(
    (element) => {
      node.current = element;
      if (element) setHeight(measure());
    },
    [measure],
  );
  useEffect(() => {
    const update = () => setHeight(measure());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [measure]);
  return [ref, height];
}
