import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation, useNavigate } from './hooks';
import { createPath, resolveTo } from './path';

/** A Link's props: those of an `<a>`, with `to` in place of `href`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path in the app. */
  to: string;
  /** Default: only when `to` is the address on show (a click there adds no entry). */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another tab or window, a download, a modified click. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.defaultPrevented || event.button !== 0 || Boolean(target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * A link inside the app: a real `<a href>` (open in a new tab works) whose plain click navigates
 * without reloading the page.
 * @example <Link to="/home">Return to Producer Portal</Link>
 */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const href = createPath(resolveTo(to, location.pathname));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (leftToBrowser(event, target)) return;
    event.preventDefault();
    navigate(href, { replace: replace ?? href === createPath(location) });
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}
