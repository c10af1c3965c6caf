/** An address inside the app, split the way `window.location` splits it. */
export interface Path {
  /** Starts with '/'. */
  pathname: string;
  /** '' or starting with '?'. */
  search: string;
  /** '' or starting with '#'. */
  hash: string;
}

/**
 * Where to go: an absolute path ('/space/s1?tab=2'), or the parts to change (a part left out keeps
 * the current pathname; search and hash left out are cleared).
 */
export type To = string | Partial<Path>;

/**
 * Splits an address into pathname, search and hash.
 * @example parsePath('/space/s1?x=1#top') // { pathname: '/space/s1', search: '?x=1', hash: '#top' }
 */
export function parsePath(path: string): Path {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

/**
 * The address of a path, as it goes into the address bar and an `href`.
 * @example createPath({ pathname: '/', search: '?sso=denied', hash: '' }) // '/?sso=denied'
 */
export function createPath({ pathname, search, hash }: Path): string {
  return pathname + (search === '?' ? '' : search) + (hash === '#' ? '' : hash);
}

/**
 * The full path `to` leads to from `currentPathname`. The host only uses absolute paths; an object
 * without a pathname stays on the current one (`{ search: '' }` clears the query).
 * @example resolveTo({ search: '' }, '/space/s1') // { pathname: '/space/s1', search: '', hash: '' }
 */
export function resolveTo(to: To, currentPathname: string): Path {
  if (typeof to === 'string') return parsePath(to);
  const search = to.search ?? '';
  const hash = to.hash ?? '';
  return {
    pathname: to.pathname || currentPathname,
    search: search && !search.startsWith('?') ? `?${search}` : search,
    hash: hash && !hash.startsWith('#') ? `#${hash}` : hash,
  };
}

/**
 * Decodes each segment of a pathname for matching, keeping an encoded '/' inside a segment as '%2F'
 * so it cannot split the segment (matchPath turns it into '/' in the param's value).
 * @example decodePath('/booking/a%20b%2Fc') // '/booking/a b%2Fc'
 */
export function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // A malformed escape (e.g. a lone '%'): match the address as it was typed.
    return pathname;
  }
}
