import { useContext, type RefObject } from 'react';
import { useClientLayoutEffect } from '../internal/useClientLayoutEffect';
import { attachStyleRoot } from './styleSheet';
import { StyleContext } from './StyleRoot';

/**
 * Makes the kit's rules apply where `ref`'s element lives: its document, or the shadow root a
 * partner rendered it into. Runs before the first paint; a shadow root lets go when the element
 * unmounts. `ownNonce` is the caller's own (else the enclosing StyleRoot's).
 *
 * @example
 * const ref = useRef<HTMLDivElement>(null);
 * useStyleRoot(ref);
 * return <ThemeRoot ref={ref}>…</ThemeRoot>;
 */
export function useStyleRoot(ref: RefObject<HTMLElement | null>, ownNonce?: string): void {
  const inherited = useContext(StyleContext).nonce;
  const nonce = ownNonce ?? inherited;
  useClientLayoutEffect(() => (ref.current ? attachStyleRoot(ref.current.getRootNode(), nonce) : undefined), [nonce]);
}
