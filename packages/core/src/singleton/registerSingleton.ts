import { isDevelopment } from './isDevelopment';

/** Where the copies of each singleton package register: one per page (global), shared by every copy. */
export type SingletonRegistry = Map<string, Set<object>>;

const registryKey = Symbol.for('@greenroom/singletons');
const warnedKey = Symbol.for('@greenroom/singletons.warned');

type WithRegistry = { [registryKey]?: SingletonRegistry; [warnedKey]?: Set<string> };

/** The page's registry, shared by every copy of every Greenroom package through a global symbol. */
function pageRegistry(): { copies: SingletonRegistry; warned: Set<string> } {
  const scope = globalThis as WithRegistry;
  scope[registryKey] ??= new Map();
  scope[warnedKey] ??= new Set();
  return { copies: scope[registryKey], warned: scope[warnedKey] };
}

const warnedByRegistry = new WeakMap<SingletonRegistry, Set<string>>();
/** The names already warned about in a registry given by the caller. */
function warnedIn(registry: SingletonRegistry): Set<string> {
  const warned = warnedByRegistry.get(registry) ?? new Set<string>();
  warnedByRegistry.set(registry, warned);
  return warned;
}

/** The warning for a package loaded twice: what it breaks and what to do. */
export const duplicateSingletonMessage = (name: string, copies: number) =>
  `[Greenroom] ${copies} copies of ${name} are loaded on this page. Its providers and panels then see different contexts ` +
  `(theme, api, query cache) and panels fail or render unstyled. Make the page load one copy: run \`npm ls ${name}\` to find them, ` +
  `then \`npm dedupe\`, and give every @greenroom/* package the same version (with a bundler, also check that it does not ` +
  `load both the ESM and the CommonJS build).`;

export interface RegisterSingletonOptions {
  /** The package name, e.g. '@greenroom/core'. */
  name: string;
  /** This copy of the package (any object created once per copy, e.g. one of its module-level values). */
  copy: object;
  /** Where copies register; by default the page's registry (a global). */
  registry?: SingletonRegistry;
  /** Where the warning goes; by default console.warn. */
  warn?: (message: string) => void;
  /** Whether to check at all; by default only in development. */
  enabled?: boolean;
}

/**
 * Records one copy of a package that must be loaded once per page, and warns once (in development
 * only) when a second copy registers, saying what to do. Answers how many copies are registered.
 * @example registerSingleton({ name: '@greenroom/ui', copy: GreenroomThemeProvider });
 */
export function registerSingleton({ name, copy, registry, warn = (message) => console.warn(message), enabled = isDevelopment() }: RegisterSingletonOptions): number {
  if (!enabled) return 0;
  const page = pageRegistry();
  const copies = registry ?? page.copies;
  const known = copies.get(name) ?? new Set<object>();
  known.add(copy);
  copies.set(name, known);
  const warned = registry ? warnedIn(registry) : page.warned;
  if (known.size > 1 && !warned.has(name)) {
    warned.add(name);
    warn(duplicateSingletonMessage(name, known.size));
  }
  return known.size;
}
