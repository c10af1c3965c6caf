// The host's router (issue 31: in place of react-router, 12.7 kB gzip and ~27 ms of script on every
// signed-in first screen): the subset of react-router's API the portal uses, under the same names.
export { BrowserRouter, MemoryRouter, Router } from './Router';
export { Routes, Route, type RouteProps } from './Routes';
export { Navigate } from './Navigate';
export { Link, type LinkProps } from './Link';
export { useLocation, useMatch, useNavigate, useNavigationType, useSearchParams, type NavigateFunction, type NavigateOptions } from './hooks';
export { matchPath, type PathMatch } from './matchPath';
export { NavigationType, type RouterLocation, type RouterHistory } from './history';
export { createBrowserHistory } from './browserHistory';
export { createMemoryHistory, type MemoryHistoryOptions } from './memoryHistory';
export { createPath, parsePath, type Path, type To } from './path';
