/** A matched pattern: the value of each `:param` (and of '*', the rest of the path). */
export interface PathMatch {
  params: Readonly<Record<string, string | undefined>>;
  /** The part of the pathname that matched. */
  pathname: string;
}

interface Compiled {
  matcher: RegExp;
  names: string[];
}

const compiled = new Map<string, Compiled>();

/**
 * Compiles a pattern of static segments, `:param` segments and an optional trailing '*'. Like
 * react-router's: case-insensitive, trailing slashes ignored, a param never spans a '/'.
 */
function compile(pattern: string): Compiled {
  let cached = compiled.get(pattern);
  if (cached) return cached;
  const names: string[] = [];
  const splat = pattern.endsWith('*');
  const body = pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  let source = `^${body}`;
  if (splat) {
    names.push('*');
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  cached = { matcher: new RegExp(source, 'i'), names };
  compiled.set(pattern, cached);
  return cached;
}

/**
 * Matches a whole pathname against a route pattern ('/space/:spaceID', '/home', '*'); null when it
 * does not match. The pathname is matched as given: decode it first (decodePath) to compare
 * decoded values, as useMatch and Routes do.
 * @example matchPath('/booking/:bookingID', '/booking/b1')?.params.bookingID // 'b1'
 */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const { matcher, names } = compile(pattern);
  const found = matcher.exec(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  names.forEach((name, index) => {
    params[name] = (found[index + 1] ?? '').replace(/%2F/g, '/');
  });
  return { params, pathname: found[0] };
}
