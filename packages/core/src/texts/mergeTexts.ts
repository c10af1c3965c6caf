/**
 * A text table with every entry optional, at any depth: what a host may override.
 * @example const overrides: DeepPartial<{ list: { title: string } }> = { list: {} };
 */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of `base` with every entry `override` gives put in its place, at any depth. Entries the
 * base does not have are ignored (a misspelt key cannot add a text nobody reads), and so are
 * entries of the wrong kind (a string where the base has a function or a nested table).
 * @example mergeTexts({ a: 'A', b: { c: 'C' } }, { b: { c: 'Z' } }) // { a: 'A', b: { c: 'Z' } }
 */
export function mergeTexts<T extends object>(base: T, override: DeepPartial<T> | undefined): T {
  if (!override) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override as Record<string, unknown>)) {
    if (!(key in merged) || value === undefined) continue;
    const current = merged[key];
    if (isPlainObject(current) && isPlainObject(value)) merged[key] = mergeTexts(current, value);
    else if (typeof current === typeof value && !isPlainObject(current)) merged[key] = value;
  }
  return merged as T;
}
