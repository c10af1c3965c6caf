import { useEffect, useLayoutEffect } from 'react';

/**
 * A layout effect in the browser; in a server render (where no effect runs) `useEffect`, so React
 * warns of nothing.
 * @example useClientLayoutEffect(() => setMounted(true), []);
 */
export const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
