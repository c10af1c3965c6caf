import { useCallback, useContext, useMemo } from 'react';
import { RouterContext, type RouterState } from './context';
import type { NavigationType, RouterLocation } from './history';
import { matchPath, type PathMatch } from './matchPath';
import { decodePath, resolveTo, type To } from './path';

/** How navigate changes the history. */
export interface NavigateOptions {
  /** Replace the current entry instead of adding one (Back then skips it). */
  replace?: boolean;
}

/** Goes to an address, or (a number) moves through the history like Back (-1) and Forward (1). */
export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

function useRouter(hook: string): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() must be used inside a BrowserRouter or MemoryRouter`);
  return router;
}

/**
 * The address on show. A new object on every navigation; `key` repeats when Back or Forward
 * returns to the same history entry.
 * @example const { pathname, search, key } = useLocation();
 */
export function useLocation(): RouterLocation {
  return useRouter('useLocation').location;
}

/**
 * How the address on show was reached: 'POP' (first load, Back, Forward), 'PUSH' or 'REPLACE'.
 * @example if (useNavigationType() === 'POP') refetch();
 */
export function useNavigationType(): NavigationType {
  return useRouter('useNavigationType').navigationType;
}

/**
 * A navigate function, the same one for the router's whole life.
 * @example
 * const navigate = useNavigate();
 * navigate('/home', { replace: true });
 * navigate(-1); // Back
 */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter('useNavigate');
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolveTo(to, history.location.pathname);
      if (options?.replace) history.replace(path);
      else history.push(path);
    },
    [history],
  ) as NavigateFunction;
}

/**
 * The params of `pattern` when the (decoded) address on show matches it, else null.
 * @example const spaceID = useMatch('/space/:spaceID')?.params.spaceID;
 */
export function useMatch(pattern: string): PathMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, decodePath(pathname)), [pattern, pathname]);
}

/**
 * The address's query, and a setter that goes to the same path with another query.
 * @example const [params] = useSearchParams(); const code = params.get('sso');
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate({ search: query ? `?${query}` : '' }, options);
    },
    [navigate],
  );
  return [params, setParams];
}
