import { Children, isValidElement, type ReactNode } from 'react';
import { useLocation } from './hooks';
import { matchPath } from './matchPath';
import { decodePath } from './path';

/** One row of a route table; only meaningful as a child of Routes. */
export interface RouteProps {
  /** A pattern for matchPath ('/space/:spaceID', '*'); left out: a layout route for its children. */
  path?: string;
  /** What shows when the route matches. */
  element?: ReactNode;
  /** A layout route's rows. */
  children?: ReactNode;
}

/**
 * A row of the table Routes reads. A layout route (no `path`) shows its own element on every path
 * of its children, one instance across them (the host's MainArea, which draws no outlet).
 * @example
 * <Route element={<MainArea session={session} />}>
 *   <Route path="/home" element={null} />
 * </Route>
 */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> is only read by <Routes>; it never renders by itself');
}

interface Row {
  path: string;
  element: ReactNode;
}

/** The table as a flat list: each path with what it shows (a layout's element for its children). */
function rowsOf(children: ReactNode, layout?: ReactNode): Row[] {
  const rows: Row[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    const { path, element = null, children: nested } = child.props;
    if (path === undefined) rows.push(...rowsOf(nested, layout ?? element));
    else rows.push({ path, element: layout ?? element });
  });
  return rows;
}

/**
 * Shows the element of the Route that matches the (decoded) address, or nothing. The first match
 * in order wins, but a '*' route only when no other route matches (react-router ranks them so too;
 * the host's tables have no other overlapping patterns).
 * @example
 * <Routes>
 *   <Route path="/" element={<Navigate to="/home" replace />} />
 *   <Route path="*" element={<ErrorPage signedIn />} />
 * </Routes>
 */
export function Routes({ children }: { children?: ReactNode }): ReactNode {
  const pathname = decodePath(useLocation().pathname);
  const rows = rowsOf(children);
  const matches = rows.filter((row) => matchPath(row.path, pathname));
  const found = matches.find((row) => !row.path.endsWith('*')) ?? matches[0];
  return found ? found.element : null;
}
