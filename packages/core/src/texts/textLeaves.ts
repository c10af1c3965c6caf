/**
 * A table's shape with each text widened to `string` (not its English literal) and each function
 * kept as it is: the type a translation and a host's overrides fill in.
 * @example export type CalendarTexts = TextShape<typeof calendarTexts>;
 */
export type TextShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: never[]) => unknown ? T[K] : TextShape<T[K]>;
};

/**
 * Every text of a table by its path ('list.newGuest'); a function is read with `sample` as its
 * arguments. For tests and checks that compare locales.
 * @example textLeaves({ list: { add: 'ADD', count: (n: number) => `${n} guests` } }, [2]) // Map { 'list.add' → 'ADD', 'list.count' → '2 guests' }
 */
export function textLeaves(table: object, sample: readonly unknown[] = ['Ada', 2, 3], path = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'function') found.set(at, String((value as (...args: unknown[]) => unknown)(...sample)));
    else if (typeof value === 'object' && value !== null) for (const [inner, text] of textLeaves(value as object, sample, at)) found.set(inner, text);
    else found.set(at, String(value));
  }
  return found;
}
