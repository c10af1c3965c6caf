/**
 * The rules one server render used, gathered so the render can write them into a `<style>` of its
 * own (a server has no document to insert into, and each request must carry all of its rules).
 */
export interface StyleCollector {
  /** Records a component's rules once (keyed by its class or keyframes name). */
  add(key: string, group: number, rules: readonly string[]): void;
  /** Every recorded rule, in the components' definition order. */
  text(): string;
}

/**
 * A new, empty collector for one render.
 *
 * @example
 * const collector = createStyleCollector();
 * collector.add('gr-a', 1, ['.gr-a{color:red}']);
 * collector.text(); // '.gr-a{color:red}'
 */
export function createStyleCollector(): StyleCollector {
  const entries = new Map<string, { group: number; rules: readonly string[] }>();
  return {
    add(key, group, rules) {
      if (!entries.has(key)) entries.set(key, { group, rules });
    },
    text() {
      // Array.prototype.sort is stable: within a group, first use comes first.
      return [...entries.values()]
        .sort((a, b) => a.group - b.group)
        .flatMap((entry) => entry.rules)
        .join('');
    },
  };
}
