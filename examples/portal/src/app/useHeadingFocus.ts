import { useEffect, useRef } from 'react';
import { useLocation } from '../router';
import { focusIfLost } from '@greenroom/ui';

/**
 * A ref for a page's main heading (give it `tabIndex={-1}`): after every route change that left
 * the focus nowhere, the heading takes it.
 * @example
 * const heading = useHeadingFocus();
 * return <h1 ref={heading} tabIndex={-1}>{title}</h1>;
 */
export function useHeadingFocus<T extends HTMLElement = HTMLHeadingElement>() {
  const heading = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => focusIfLost(heading.current), [pathname]);
  return heading;
}
